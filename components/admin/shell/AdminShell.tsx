'use client';

import { Menu } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { iconNamed } from '@/components/ui/iconNamed';
import { useDismiss } from '@/components/ui/useDismiss';
import { adminText } from '@/content/admin';
import { mayOpen } from '@/features/admin/screens';
import type { Role } from '@/lib/auth/permissions';
import { useAdminSession } from '../AdminSession';
import { AdminPageHeader } from '../AdminPageHeader';
import { currentNavHref, currentScreen } from './currentRoute';
import { Sidebar } from './Sidebar';
import { UserMenu } from './UserMenu';
import styles from './AdminShell.module.css';

const SIDEBAR_ID = 'admin-sidebar';

/** Sidebar (a drawer on small screens), top bar with the account menu, and the page. */
export function AdminShell({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const current = currentNavHref(pathname);
  const { user } = useAdminSession();
  const screen = currentScreen(pathname);
  const allowed = !screen || mayOpen(user.role, screen);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sidebar = useRef<HTMLElement>(null);

  // The drawer (below 1024 px): a press outside it or Escape closes it.
  useDismiss(drawerOpen, () => setDrawerOpen(false), sidebar, menuButton);
  useEffect(() => {
    if (drawerOpen) sidebar.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [drawerOpen]);

  return (
    <div className={styles.shell}>
      <Sidebar
        ref={sidebar}
        current={current}
        id={SIDEBAR_ID}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
      {drawerOpen && <div className={styles.backdrop} aria-hidden="true" />}
      {/* While the drawer is open, the page behind it cannot be reached by keyboard or pointer. */}
      <div className={styles.main} inert={drawerOpen}>
        <header className={styles.topBar}>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            {...iconNamed(adminText.shell.openMenu, 'start')}
            aria-expanded={drawerOpen}
            aria-controls={SIDEBAR_ID}
            onClick={() => setDrawerOpen(true)}
          >
            <Icon node={Menu} size={24} aria-hidden />
            <span className={styles.menuButtonLabel}>{adminText.shell.menuButton}</span>
          </button>
          <span className={styles.topTitle}>{adminText.brand}</span>
          <UserMenu />
        </header>
        <main className={styles.content} id="admin-main">
          {allowed ? children : <OutsideRole role={user.role} />}
        </main>
      </div>
    </div>
  );
}

/** What a screen outside the account's role shows instead (its API answers 403 anyway). */
function OutsideRole({ role }: { role: Role }) {
  const text = adminText.outsideRole;
  return <AdminPageHeader title={text.title} intro={text.body(adminText.roles[role])} />;
}
