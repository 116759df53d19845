import Image from 'next/image';
import { adminText } from '@/content/admin';
import styles from './auth.module.css';

/** The card of the sign-in screens: the brand panel (wide screens) beside the form. */
export function AuthFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <main className={styles.card}>
        <aside className={styles.brandPanel} aria-hidden="true">
          <Image src="/artwork/logo-light.svg" alt="" width={180} height={48} priority />
          <p className={styles.brandLine}>{adminText.brandLine}</p>
        </aside>
        <div className={styles.formPanel}>
          <Image
            className={styles.compactLogo}
            src="/artwork/logo-dark.svg"
            alt={adminText.brand}
            width={150}
            height={40}
            priority
          />
          {children}
        </div>
      </main>
    </div>
  );
}
