import styles from './Container.module.css';

/** Centres content at the site's max width with the page gutters. */
export function Container({
  as: Tag = 'div',
  className,
  children,
  ...rest
}: {
  as?: 'div' | 'section' | 'article';
  className?: string;
  children: React.ReactNode;
} & React.HTMLAttributes<HTMLElement>) {
  return (
    <Tag className={className ? `${styles.container} ${className}` : styles.container} {...rest}>
      {children}
    </Tag>
  );
}
