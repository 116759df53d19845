'use client';

import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { api, endpoints } from '@/lib/api';

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
          await api.delete(endpoints.buyerSession);
        } finally {
          window.location.assign(to);
        }
      }}
    >
      <LogOut aria-hidden size={18} />
      {label}
    </button>
  );
}
