import { Frame } from './Frame';
import styles from './Card.module.css';
import type { ImageFocus } from '@/lib/images/focus';
import Bidi from './Bidi';

export interface CardImage {
  src: string;
  alt: string;
  /** The <img> sizes: how wide the card is at each width. */
  sizes: string;
  priority?: boolean;
  /** The picture's focal point, kept in the card's crop. */
  focus?: ImageFocus;
}

/**
 * The site's card: a picture, a date, a title, a line of text and a last link. A card with `href`
 * links its title there and is that link's hit area as a whole (its `more` words then only say
 * so); without it, `more.href` is the card's own 'Read more' link, named with the title.
 */
export function Card({
  title,
  href,
  image,
  wide = false,
  side = false,
  date,
  text,
  clamp = false,
  more,
  accent = false,
  as: Tag = 'article',
  className,
}: {
  title: string;
  href?: string;
  image?: CardImage;
  /** A 16:9 picture instead of 4:3. */
  wide?: boolean;
  /** The picture beside the text from 1024 px (a card as wide as half the page). */
  side?: boolean;
  date?: { iso: string; shown: string };
  text?: string;
  /** At most four lines of text (cards side by side in a carousel keep one height). */
  clamp?: boolean;
  more?: { label: string; href?: string };
  /** The saffron rule on top (news). */
  accent?: boolean;
  as?: 'article' | 'li' | 'div';
  className?: string;
}) {
  return (
    <Tag
      className={[styles.card, accent && styles.accent, side && styles.side, className]
        .filter(Boolean)
        .join(' ')}
    >
      {image && <Frame {...image} className={wide ? `${styles.media} ${styles.wide}` : styles.media} />}
      <div className={styles.body}>
        {date && (
          <time dateTime={date.iso} className={styles.date}>
            {date.shown}
          </time>
        )}
        <h3 className={styles.title}>
          {href ? (
            <a href={href} className={styles.link}>
              <Bidi text={title} />
            </a>
          ) : (
            <Bidi text={title} />
          )}
        </h3>
        {text && (
          <p className={clamp ? `${styles.text} ${styles.clamp}` : styles.text}>
            <Bidi text={text} />
          </p>
        )}
        {more &&
          (more.href ? (
            <a href={more.href} className={styles.more}>
              {more.label}
              <span className="visually-hidden">
                : <Bidi text={title} />
              </span>
              <span aria-hidden="true" className="flip-rtl">
                {'\u00a0→'}
              </span>
            </a>
          ) : (
            <span className={styles.moreHint} aria-hidden="true">
              {more.label} <span className="flip-rtl">→</span>
            </span>
          ))}
      </div>
    </Tag>
  );
}
