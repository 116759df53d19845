import { Container } from '@/components/ui/Container';
import { LightPageHeader } from '@/components/ui/LightPageHeader';
import { Prose } from '@/components/ui/Prose';
import { formatDate } from '@/lib/text/dates';
import styles from './NewsArticle.module.css';
import { localized } from '@/content/localized';
import type { FocusedImage } from '@/lib/images/focus';

export interface NewsArticleData {
  title: string;
  caption: string;
  body: string;
  date: string;
  image: FocusedImage;
}

/** One news article: date, title, summary, image and the full text. */
export async function NewsArticle({ item }: { item: NewsArticleData }) {
  const { locale, t } = await localized();
  return (
    <article className={styles.article}>
      <LightPageHeader title={item.title} intro={item.caption} image={item.image}>
        <p className={styles.meta}>
          <span className={styles.eyebrow}>{t.newsPageText.eyebrow}</span>
          <time dateTime={item.date}>{formatDate(item.date, locale)}</time>
        </p>
      </LightPageHeader>
      <Container>
        <Prose text={item.body} className={styles.body} />
      </Container>
    </article>
  );
}
