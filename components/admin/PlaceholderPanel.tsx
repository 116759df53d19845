import { adminText } from '@/content/admin';
import { AdminPageHeader } from './AdminPageHeader';
import styles from './PlaceholderPanel.module.css';

/** A titled panel for an admin section whose tools arrive with a later issue. */
export function PlaceholderPanel({ title }: { title: string }) {
  return (
    <>
      <AdminPageHeader title={title} />
      <section className={styles.panel} aria-label={title}>
        <p>{adminText.placeholder}</p>
      </section>
    </>
  );
}
