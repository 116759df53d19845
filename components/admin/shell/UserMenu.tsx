'use client';

import { ChevronDown, LogOut } from 'lucide-react';
import { useMenuButton } from '@/components/ui/useMenuButton';
import { adminText } from '@/content/admin';
import { useAdminSession } from '../AdminSession';
import styles from './AdminShell.module.css';

/** The top bar's account menu (menu-button pattern) holding 'Log out'. */
export function UserMenu() {
  const { user, signOut } = useAdminSession();
  const { close, rootRef, buttonRef, buttonProps, menuProps, itemProps } = useMenuButton(1);

  const initial = (user.name || user.email).trim().charAt(0).toUpperCase();

  return (
    <div className={styles.userMenu} ref={rootRef}>
      <button
        ref={buttonRef}
        {...buttonProps}
        className={styles.userButton}
        aria-label={`${adminText.shell.accountMenu}: ${user.email}`}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <span className={styles.userEmail}>{user.email}</span>
        <ChevronDown size={18} aria-hidden />
      </button>
      <div {...menuProps} className={styles.menu} aria-label={adminText.shell.accountMenu}>
        <p className={styles.menuCaption} role="none">
          {adminText.shell.signedInAs} <strong>{user.email}</strong>
          <span className={styles.menuRole}>{adminText.roles[user.role]}</span>
        </p>
        <button
          {...itemProps(0)}
          type="button"
          role="menuitem"
          className={styles.menuItem}
          onClick={() => {
            close();
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
