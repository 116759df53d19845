import { Img } from '@/components/ui/Img';
import styles from './NotFoundMessage.module.css';

/** The designed "not found" block: the 404 page and the unknown product/blog messages. */
export function NotFoundMessage({
  title,
  code,
  text,
  link,
  links = [],
}: {
  title: string;
  code?: string;
  text?: string;
  link: { href: string; label: string };
  links?: { href: string; label: string }[];
}) {
  return (
    <section className={styles.wrap} aria-labelledby="not-found-title">
      <Img src="/artwork/not-found.svg" alt="" width={320} height={240} className={styles.art} />
      <div className={styles.text}>
        {code && <p className={styles.code}>{code}</p>}
        <h1 id="not-found-title" className={styles.title}>
          {title}
        </h1>
        {text && <p className={styles.lead}>{text}</p>}
        <ul className={styles.links}>
          <li>
            <a href={link.href} className={styles.primary}>
              {link.label}
            </a>
          </li>
          {links.map((l) => (
            <li key={l.href}>
              <a href={l.href} className={styles.secondary}>
                {l.label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
