'use client';

import { LogOut } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import { publicEndpoints } from '@/lib/api/publicContract';

/** Ends this browser's buyer session, then shows the sign-in page (`to`). */
export function SignOutButton({ label, to, className }: { label: string; to: string; className?: string }) {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      className={className}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        try {
          await api.delete(publicEndpoints.buyerSession);
        } finally {
          window.location.assign(to);
        }
      }}
    >
      <Icon node={LogOut} aria-hidden size={18} />
      {label}
    </button>
  );
}
