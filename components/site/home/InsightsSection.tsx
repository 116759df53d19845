import { Card } from '@/components/ui/Card';
import { Carousel } from '@/components/ui/Carousel';
import type { ImageRef } from '@/content/types';
import { HomeSection } from './HomeSection';
import { localized } from '@/content/localized';

/** 'Latest Insights': 2 per view (1 below 768 px), scroll 1, 500 ms, dots, loop (spec). */
export async function InsightsSection({
  items,
}: {
  items: readonly { title: string; text: string; image: ImageRef }[];
}) {
  const { t, routes } = await localized();
  const text = t.homeSections.insights;
  return (
    <HomeSection id="insights" heading={text.heading} tinted>
      <Carousel
        label={text.carouselLabel}
        text={t.dictionary.carousel}
        slidesPerView={1}
        breakpoints={{ 768: 2 }}
        speed={500}
        loop
        dots
        slides={items.map((item) => (
          <Card
            key={item.title}
            side
            title={item.title}
            image={{ ...item.image, sizes: '(min-width: 768px) 50vw, 100vw' }}
            text={item.text}
            more={{ label: text.readMore, href: routes.blog() }}
          />
        ))}
      />
    </HomeSection>
  );
}
