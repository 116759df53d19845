'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, endpoints, onTwoFactorRequired, onUnauthorized, type AdminUserDto } from '@/lib/api';
import { adminText } from '@/content/admin';
import { AuthScreens } from '@/features/accounts/AuthScreens';
import { AdminProviders } from './common/AdminProviders';
import { AdminSessionContext } from './AdminSession';
import { AdminShell } from './shell/AdminShell';
import { EnrolScreen } from '@/features/accounts/EnrolScreen';
import styles from './AdminGate.module.css';

type GateState =
  | { status: 'loading' }
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; user: AdminUserDto };

/**
 * Asks the server who is signed in, then shows the login or the shell with the page; or, while an
 * Owner requires two-step verification and the account has none, the screen that sets it up.
 */
export function AdminGate({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<GateState>({ status: 'loading' });
  const setTwoFactor = useCallback(
    (twoFactor: AdminUserDto['twoFactor']) =>
      setState((current) =>
        current.status === 'signed-in' ? { ...current, user: { ...current.user, twoFactor } } : current,
      ),
    [],
  );

  useEffect(() => {
    let cancelled = false;
    api
      .get(endpoints.session)
      .then(
        ({ user }) => !cancelled && setState(user ? { status: 'signed-in', user } : { status: 'signed-out' }),
      )
      .catch(() => !cancelled && setState({ status: 'signed-out' }));
    const unregister = onUnauthorized(() => setState({ status: 'signed-out' }));
    // The rule can be turned on while someone is signed in: their next call says so.
    const unregisterTwoFactor = onTwoFactorRequired(() => setTwoFactor({ enabled: false, required: true }));
    return () => {
      cancelled = true;
      unregister();
      unregisterTwoFactor();
    };
  }, [setTwoFactor]);

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
        {session.user.twoFactor.required && !session.user.twoFactor.enabled ? (
          <EnrolScreen onEnrolled={() => setTwoFactor({ enabled: true, required: true })} />
        ) : (
          <AdminShell>{children}</AdminShell>
        )}
      </AdminProviders>
    </AdminSessionContext.Provider>
  );
}
