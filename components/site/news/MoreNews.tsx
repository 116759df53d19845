import { Carousel } from '@/components/ui/Carousel';
import { Container } from '@/components/ui/Container';
import { dictionary } from '@/content/dictionary';
import { newsPageText as text } from '@/content/newsPages';
import styles from './MoreNews.module.css';
import { NewsCard, type NewsCardData } from './NewsCard';

/** 'More Latest News': a carousel of other news, 2 per view (1 under 640 px). */
export function MoreNews({ items }: { items: NewsCardData[] }) {
  if (items.length === 0) return null;
  // Not a named region itself: the carousel inside is the region of this name.
  return (
    <section className={styles.section}>
      <Container>
        <header className={styles.header}>
          <h2 id="more-news-heading" className={styles.heading}>
            {text.moreHeading}
          </h2>
          <p className={styles.intro}>{text.moreIntro}</p>
        </header>
        <Carousel
          label={text.moreHeading}
          slides={items.map((item) => (
            <NewsCard key={item.id} item={item} readMore={text.readMore} />
          ))}
          slidesPerView={1}
          breakpoints={{ 640: 2 }}
          text={dictionary.carousel}
        />
      </Container>
    </section>
  );
}
