import { Eye } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { endpoints } from '@/lib/api/contract';
import { localized } from '@/content/localized';
import styles from './PreviewBar.module.css';

/**
 * The bar of a staff preview (draft mode): says the page shows what visitors do not see yet, and
 * leaves preview, back to this page as visitors see it. Never rendered for visitors.
 */
export async function PreviewBar({ path }: { path: string }) {
  const { t } = await localized();
  const text = t.dictionary.preview;
  const exit = `/api/${endpoints.previewExit.path}?${new URLSearchParams({ to: path })}`;
  return (
    <>
      {/* Room at the end of the page, so the bar never covers its last lines. */}
      <div className={styles.room} aria-hidden />
      <aside className={styles.bar} aria-label={text.label} data-testid="preview-bar">
        <Icon node={Eye} aria-hidden size={20} className={styles.icon} />
        <p className={styles.text}>
          <strong>{text.label}</strong> <span>{text.text}</span>
        </p>
        {/* A plain link: leaving must reach the server (it ends draft mode), not the client router. */}
        <a className={styles.exit} href={exit}>
          {text.exit}
        </a>
      </aside>
    </>
  );
}
