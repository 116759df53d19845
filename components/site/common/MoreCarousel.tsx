import { Carousel } from '@/components/ui/Carousel';
import { Container } from '@/components/ui/Container';
import styles from './MoreCarousel.module.css';
import { localized } from '@/content/localized';
import Bidi from '@/components/ui/Bidi';

/** 'More Insights' and 'More Latest News': a tinted section with a heading and a carousel of cards. */
export async function MoreCarousel({
  heading,
  intro,
  slides,
  breakpoints,
}: {
  heading: string;
  intro: string;
  slides: React.ReactNode[];
  /** Min viewport width (px) → cards per view (one below the first). */
  breakpoints: Record<number, number>;
}) {
  const { t } = await localized();
  if (slides.length === 0) return null;
  // Not a named region itself: the carousel inside is the region of this name.
  return (
    <section className={styles.section}>
      <Container>
        <header className={styles.header}>
          <h2 className={styles.heading}>
            <Bidi text={heading} />
          </h2>
          <p className={styles.intro}>
            <Bidi text={intro} />
          </p>
        </header>
        <Carousel
          label={heading}
          slides={slides}
          slidesPerView={1}
          breakpoints={breakpoints}
          text={t.dictionary.carousel}
        />
      </Container>
    </section>
  );
}
