import { Img } from '@/components/ui/Img';
import { formatDate } from '@/lib/text/dates';
import styles from './InsightCard.module.css';
import type { BlogListPost } from './types';
import { localized } from '@/lib/i18n/server';

/** A 'More Insights' card: image, date, title, teaser and a link to the article. */
export async function InsightCard({ post, linkLabel }: { post: BlogListPost; linkLabel: string }) {
  const { locale, routes } = await localized();
  return (
    <div className={styles.card}>
      <div className={styles.media}>
        <Img
          src={post.image.src}
          alt=""
          fill
          sizes="(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 380px"
        />
      </div>
      <div className={styles.body}>
        <time dateTime={post.publishedAt} className={styles.date}>
          {formatDate(post.publishedAt, locale)}
        </time>
        <h3 className={styles.title}>{post.title}</h3>
        <p className={styles.teaser}>{post.teaser}</p>
        <a href={routes.blogPost(post.id)} className={styles.link}>
          {linkLabel}
          <span className="visually-hidden">: {post.title}</span>
          <span aria-hidden="true" className="flip-rtl">
            {'\u00a0→'}
          </span>
        </a>
      </div>
    </div>
  );
}
