import { newsPageText as text } from '@/content/newsPages';
import { MoreCarousel } from '../common/MoreCarousel';
import { NewsCard, type NewsCardData } from './NewsCard';

/** 'More Latest News': other news, 2 per view (1 under 640 px). */
export function MoreNews({ items }: { items: NewsCardData[] }) {
  return (
    <MoreCarousel
      heading={text.moreHeading}
      intro={text.moreIntro}
      slides={items.map((item) => (
        <NewsCard key={item.id} item={item} readMore={text.readMore} />
      ))}
      breakpoints={{ 640: 2 }}
    />
  );
}
