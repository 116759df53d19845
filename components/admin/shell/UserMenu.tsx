'use client';

import { ChevronDown, LogOut } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/useDismiss';
import { adminText } from '@/content/admin';
import { useAdminSession } from '../AdminSession';
import styles from './AdminShell.module.css';

/** The top bar's account menu (menu-button pattern) holding 'Log out'. */
export function UserMenu() {
  const { user, signOut } = useAdminSession();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);

  useDismiss(open, () => setOpen(false), root, button);
  useEffect(() => {
    if (open) firstItem.current?.focus();
  }, [open]);

  const initial = (user.name || user.email).trim().charAt(0).toUpperCase();

  return (
    <div className={styles.userMenu} ref={root}>
      <button
        ref={button}
        type="button"
        className={styles.userButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`${adminText.shell.accountMenu}: ${user.email}`}
        onClick={() => setOpen((v) => !v)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <span className={styles.userEmail}>{user.email}</span>
        <ChevronDown size={18} aria-hidden />
      </button>
      <div
        id={menuId}
        role="menu"
        className={styles.menu}
        hidden={!open}
        aria-label={adminText.shell.accountMenu}
      >
        <p className={styles.menuCaption} role="none">
          {adminText.shell.signedInAs} <strong>{user.email}</strong>
        </p>
        <button
          ref={firstItem}
          type="button"
          role="menuitem"
          className={styles.menuItem}
          onClick={() => {
            setOpen(false);
            void signOut();
          }}
        >
          <LogOut size={18} aria-hidden />
          {adminText.shell.logout}
        </button>
      </div>
    </div>
  );
}
