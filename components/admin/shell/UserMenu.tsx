'use client';

import { ChevronDown, LogOut, MonitorSmartphone, ShieldCheck } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useState } from 'react';
import { iconNamed } from '@/components/ui/iconNamed';
import { useMenuButton } from '@/components/ui/useMenuButton';
import { adminText } from '@/content/admin';
import { adminTwoFactorText } from '@/features/accounts/twoFactorText';
import { useAdminSession } from '../AdminSession';
import { TwoFactorDialog } from '@/features/accounts/TwoFactorDialog';
import { DevicesDialog } from './DevicesDialog';
import styles from './AdminShell.module.css';

/**
 * The top bar's account menu (menu-button pattern): 'Signed-in devices', 'Two-step verification'
 * and 'Log out'. Its button shows only the initial on phones: its name is its tooltip.
 */
export function UserMenu() {
  const { user, signOut } = useAdminSession();
  const { close, rootRef, buttonRef, buttonProps, menuProps, itemProps } = useMenuButton(3);
  const [devicesOpen, setDevicesOpen] = useState(false);
  const [twoFactorOpen, setTwoFactorOpen] = useState(false);

  const initial = (user.name || user.email).trim().charAt(0).toUpperCase();

  return (
    <div className={styles.userMenu} ref={rootRef}>
      <button
        ref={buttonRef}
        {...buttonProps}
        className={styles.userButton}
        {...iconNamed(`${adminText.shell.accountMenu}: ${user.email}`, 'end')}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <span className={styles.userEmail}>{user.email}</span>
        <Icon node={ChevronDown} size={18} aria-hidden />
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
            setDevicesOpen(true);
          }}
        >
          <Icon node={MonitorSmartphone} size={18} aria-hidden />
          {adminText.shell.devices}
        </button>
        <button
          {...itemProps(1)}
          type="button"
          role="menuitem"
          className={styles.menuItem}
          onClick={() => {
            close();
            setTwoFactorOpen(true);
          }}
        >
          <Icon node={ShieldCheck} size={18} aria-hidden />
          {adminTwoFactorText.menuItem}
        </button>
        <button
          {...itemProps(2)}
          type="button"
          role="menuitem"
          className={styles.menuItem}
          onClick={() => {
            close();
            void signOut();
          }}
        >
          <Icon node={LogOut} size={18} aria-hidden />
          {adminText.shell.logout}
        </button>
      </div>
      {devicesOpen && <DevicesDialog onClose={() => setDevicesOpen(false)} />}
      {twoFactorOpen && <TwoFactorDialog onClose={() => setTwoFactorOpen(false)} />}
    </div>
  );
}
