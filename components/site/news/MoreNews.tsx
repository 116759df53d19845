import { MoreCarousel } from '../common/MoreCarousel';
import { NewsCard, type NewsCardData } from './NewsCard';
import { localized } from '@/lib/i18n/server';

/** 'More Latest News': other news, 2 per view (1 under 640 px). */
export async function MoreNews({ items }: { items: NewsCardData[] }) {
  const { t } = await localized();
  return (
    <MoreCarousel
      heading={t.newsPageText.moreHeading}
      intro={t.newsPageText.moreIntro}
      slides={items.map((item) => (
        <NewsCard key={item.id} item={item} readMore={t.newsPageText.readMore} />
      ))}
      breakpoints={{ 640: 2 }}
    />
  );
}
