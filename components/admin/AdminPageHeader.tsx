import { useId } from 'react';
import styles from './AdminPageHeader.module.css';

/**
 * The heading of an admin page (level 1) or of a panel on it (level 2, e.g. a tab or a section of
 * Home), with an optional line under it and actions beside it.
 */
export function AdminPageHeader({
  title,
  intro,
  actions,
  level = 1,
  id,
  headingRef,
}: {
  title: string;
  intro?: string;
  actions?: React.ReactNode;
  level?: 1 | 2;
  /** The heading's id, for the section it names (aria-labelledby). */
  id?: string;
  headingRef?: React.Ref<HTMLHeadingElement>;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.header} data-level={level}>
      <div>
        <Heading id={id} ref={headingRef} className={styles.title}>
          {title}
        </Heading>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

/** A panel of an admin page (a tab, a section of Home): a section named by its level-2 heading. */
export function AdminPanel({
  className,
  children,
  ...header
}: Omit<React.ComponentProps<typeof AdminPageHeader>, 'level' | 'id'> & {
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <AdminPageHeader level={2} id={headingId} {...header} />
      {children}
    </section>
  );
}
