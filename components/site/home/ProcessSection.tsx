import { Img } from '@/components/ui/Img';
import { Carousel } from '@/components/ui/Carousel';
import { Container } from '@/components/ui/Container';
import { SectionHead } from './SectionHead';
import styles from './ProcessSection.module.css';
import sections from './sections.module.css';
import { localized } from '@/lib/i18n/server';

export interface ProcessCard {
  id: number;
  name: string;
  summary: string;
  image: { src: string; alt: string };
}

/** The process carousel: one card per published service, 1 / 2 / 3 per view, gap 30 (spec). */
export async function ProcessSection({ cards }: { cards: ProcessCard[] }) {
  const { t, routes } = await localized();
  const text = t.homeSections.process;
  return (
    <section className={sections.section} aria-labelledby="process-heading">
      <Container>
        <SectionHead id="process-heading" heading={text.heading} intro={text.intro} />
        <Carousel
          label={text.carouselLabel}
          text={t.dictionary.carousel}
          slidesPerView={1}
          breakpoints={{ 768: 2, 1024: 3 }}
          spaceBetween={30}
          slides={cards.map((card) => (
            <article key={card.id} className={styles.card}>
              <div className={styles.media}>
                <Img
                  src={card.image.src}
                  alt={card.image.alt}
                  fill
                  sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw"
                />
              </div>
              <div className={styles.body}>
                <h3 className={styles.title}>
                  <a href={routes.services()} className={styles.link}>
                    {card.name}
                  </a>
                </h3>
                <p className={styles.summary}>{card.summary}</p>
                <span className={styles.more} aria-hidden="true">
                  {text.more}{' '}
                  <span aria-hidden="true" className="flip-rtl">
                    →
                  </span>
                </span>
              </div>
            </article>
          ))}
        />
      </Container>
    </section>
  );
}
