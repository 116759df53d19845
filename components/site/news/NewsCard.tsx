import { formatDate } from '@/lib/text/dates';
import styles from './NewsCard.module.css';
import { localized } from '@/lib/i18n/server';

export interface NewsCardData {
  id: number;
  title: string;
  caption: string;
  date: string;
}

/** A 'More Latest News' card: date, title, summary and 'Read more'. */
export async function NewsCard({ item, readMore }: { item: NewsCardData; readMore: string }) {
  const { locale, routes } = await localized();
  return (
    <div className={styles.card}>
      <time dateTime={item.date} className={styles.date}>
        {formatDate(item.date, locale)}
      </time>
      <h3 className={styles.title}>{item.title}</h3>
      <p className={styles.summary}>{item.caption}</p>
      <a href={routes.newsItem(item.id)} className={styles.link}>
        {readMore}
        <span className="visually-hidden">: {item.title}</span>
        <span aria-hidden="true" className="flip-rtl">
          {'\u00a0→'}
        </span>
      </a>
    </div>
  );
}
