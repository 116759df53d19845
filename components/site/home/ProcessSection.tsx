import { Card } from '@/components/ui/Card';
import { Carousel } from '@/components/ui/Carousel';
import { HomeSection } from './HomeSection';
import { localized } from '@/content/localized';
import type { FocusedImage } from '@/lib/images/focus';

export interface ProcessCard {
  id: number;
  name: string;
  summary: string;
  image: FocusedImage;
}

/** The process carousel: one card per published service, 1 / 2 / 3 per view, gap 30 (spec). */
export async function ProcessSection({ cards }: { cards: ProcessCard[] }) {
  const { t, routes } = await localized();
  const text = t.homeSections.process;
  return (
    <HomeSection id="process" heading={text.heading} intro={text.intro}>
      <Carousel
        label={text.carouselLabel}
        text={t.dictionary.carousel}
        slidesPerView={1}
        breakpoints={{ 768: 2, 1024: 3 }}
        spaceBetween={30}
        slides={cards.map((card) => (
          <Card
            key={card.id}
            title={card.name}
            href={routes.services()}
            image={{ ...card.image, sizes: '(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw' }}
            text={card.summary}
            clamp
            more={{ label: text.more }}
          />
        ))}
      />
    </HomeSection>
  );
}
