'use client';

import Image from 'next/image';
import Link from 'next/link';
import { X } from 'lucide';
import { iconNamed } from '@/components/ui/iconNamed';
import { adminText } from '@/content/admin';
import { ADMIN_SCREENS, mayOpen } from '@/features/admin/screens';
import { useAdminSession } from '../AdminSession';
import { useOverview } from '../common/overview';
import { Icon } from '@/components/ui/Icon';
import styles from './AdminShell.module.css';
import { routes } from '@/lib/routing/routes';

export function Sidebar({
  ref,
  current,
  id,
  open,
  onClose,
}: {
  ref: React.Ref<HTMLElement>;
  current: string | undefined;
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const { user } = useAdminSession();
  const unread = useOverview().data?.unreadEnquiries ?? 0;
  return (
    <aside ref={ref} id={id} className={styles.sidebar} data-open={open ? 'true' : 'false'}>
      <div className={styles.sidebarHead}>
        <Link
          href={routes.admin.home}
          className={styles.brand}
          {...iconNamed(adminText.brandHome, 'start')}
          onClick={onClose}
        >
          <Image src="/artwork/logo-light.svg" alt="" width={150} height={40} />
        </Link>
        <button
          type="button"
          className={styles.closeButton}
          onClick={onClose}
          {...iconNamed(adminText.shell.closeMenu, 'end')}
        >
          <Icon node={X} size={22} />
        </button>
      </div>
      <nav aria-label={adminText.shell.sidebarLabel}>
        <ul className={styles.navList}>
          {ADMIN_SCREENS.filter((item) => mayOpen(user.role, item.screen)).map((item) => {
            const href = routes.admin[item.screen];
            return (
              <li key={item.screen}>
                <Link
                  href={href}
                  className={styles.navLink}
                  aria-current={href === current ? 'page' : undefined}
                  onClick={onClose}
                >
                  <Icon node={item.icon} size={20} />
                  {item.label}
                  {item.screen === 'enquiry' && unread > 0 && (
                    <span className={styles.badge} data-testid="unread-enquiries">
                      {unread}
                      <span className="visually-hidden"> {adminText.shell.unread}</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <a className={styles.viewSite} href={routes.home()} target="_blank" rel="noopener">
        {adminText.shell.viewSite}
      </a>
    </aside>
  );
}
