import styles from './AdminPageHeader.module.css';

/** The heading of an admin page, with an optional line under it and actions beside it. */
export function AdminPageHeader({
  title,
  intro,
  actions,
}: {
  title: string;
  intro?: string;
  actions?: React.ReactNode;
}) {
  return (
    <div className={styles.header}>
      <div>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}
