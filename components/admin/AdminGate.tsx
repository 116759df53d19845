'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, endpoints, onUnauthorized, type AdminUserDto } from '@/lib/api';
import { adminText } from '@/content/admin';
import { AuthScreens } from './auth/AuthScreens';
import { AdminProviders } from './common/AdminProviders';
import { AdminSessionContext } from './AdminSession';
import { AdminShell } from './shell/AdminShell';
import styles from './AdminGate.module.css';

type GateState =
  | { status: 'loading' }
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; user: AdminUserDto };

/** Asks the server who is signed in, then shows the login or the shell with the page. */
export function AdminGate({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<GateState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    api
      .get(endpoints.session)
      .then(
        ({ user }) => !cancelled && setState(user ? { status: 'signed-in', user } : { status: 'signed-out' }),
      )
      .catch(() => !cancelled && setState({ status: 'signed-out' }));
    const unregister = onUnauthorized(() => setState({ status: 'signed-out' }));
    return () => {
      cancelled = true;
      unregister();
    };
  }, []);

  const signOut = useCallback(async () => {
    try {
      await api.post(endpoints.logout);
    } finally {
      setState({ status: 'signed-out' });
    }
  }, []);

  const session = useMemo(
    () => (state.status === 'signed-in' ? { user: state.user, signOut } : null),
    [state, signOut],
  );

  if (state.status === 'loading') {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        {adminText.loading}
      </div>
    );
  }
  if (!session) {
    return <AuthScreens onSignedIn={(user) => setState({ status: 'signed-in', user })} />;
  }
  return (
    <AdminSessionContext.Provider value={session}>
      <AdminProviders>
        <AdminShell>{children}</AdminShell>
      </AdminProviders>
    </AdminSessionContext.Provider>
  );
}
