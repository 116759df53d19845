import { Card } from '@/components/ui/Card';
import { formatDate } from '@/lib/text/dates';
import { MoreCarousel } from '@/components/site/common/MoreCarousel';
import { localized } from '@/content/localized';

export interface NewsCardData {
  id: number;
  title: string;
  caption: string;
  date: string;
}

/** 'More Latest News': other news, 2 per view (1 under 640 px). */
export async function MoreNews({ items }: { items: NewsCardData[] }) {
  const { t, locale, routes } = await localized();
  return (
    <MoreCarousel
      heading={t.newsPageText.moreHeading}
      intro={t.newsPageText.moreIntro}
      slides={items.map((item) => (
        <Card
          key={item.id}
          as="div"
          accent
          title={item.title}
          date={{ iso: item.date, shown: formatDate(item.date, locale) }}
          text={item.caption}
          more={{ label: t.newsPageText.readMore, href: routes.newsItem(item.id) }}
        />
      ))}
      breakpoints={{ 640: 2 }}
    />
  );
}
