'use client';

import { createContext, useContext } from 'react';
import type { AdminUserDto } from '@/lib/api';

interface AdminSessionValue {
  user: AdminUserDto;
  signOut: () => Promise<void>;
}

export const AdminSessionContext = createContext<AdminSessionValue | null>(null);

/** The signed-in admin; only inside the shell. */
export function useAdminSession(): AdminSessionValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error('useAdminSession must be used inside the admin gate.');
  return value;
}
