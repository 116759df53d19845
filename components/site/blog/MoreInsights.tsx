import { Carousel } from '@/components/ui/Carousel';
import { Container } from '@/components/ui/Container';
import { blogDetailText as text } from '@/content/blogPages';
import { dictionary } from '@/content/dictionary';
import { InsightCard } from './InsightCard';
import styles from './MoreInsights.module.css';
import type { BlogListPost } from './types';

/** 'More Insights': a carousel of other articles, 3 per view (2 under 1024 px, 1 under 640 px). */
export function MoreInsights({ posts }: { posts: BlogListPost[] }) {
  if (posts.length === 0) return null;
  // Not a named region itself: the carousel inside is the region of this name.
  return (
    <section className={styles.section}>
      <Container>
        <header className={styles.header}>
          <h2 id="more-insights-heading" className={styles.heading}>
            {text.moreInsightsHeading}
          </h2>
          <p className={styles.intro}>{text.moreInsightsIntro}</p>
        </header>
        <Carousel
          label={text.moreInsightsHeading}
          slides={posts.map((post) => (
            <InsightCard key={post.id} post={post} linkLabel={text.readArticle} />
          ))}
          slidesPerView={1}
          breakpoints={{ 640: 2, 1024: 3 }}
          text={dictionary.carousel}
        />
      </Container>
    </section>
  );
}
