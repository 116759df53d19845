import { Img } from '@/components/ui/Img';
import { Carousel } from '@/components/ui/Carousel';
import { Container } from '@/components/ui/Container';
import type { ImageRef } from '@/content/types';
import { SectionHead } from './SectionHead';
import styles from './InsightsSection.module.css';
import sections from './sections.module.css';
import { localized } from '@/lib/i18n/server';

/** 'Latest Insights': 2 per view (1 below 768 px), scroll 1, 500 ms, dots, loop (spec). */
export async function InsightsSection({
  items,
}: {
  items: readonly { title: string; text: string; image: ImageRef }[];
}) {
  const { t, routes } = await localized();
  const text = t.homeSections.insights;
  return (
    <section className={`${sections.section} ${sections.tinted}`} aria-labelledby="insights-heading">
      <Container>
        <SectionHead id="insights-heading" heading={text.heading} />
        <Carousel
          label={text.carouselLabel}
          text={t.dictionary.carousel}
          slidesPerView={1}
          breakpoints={{ 768: 2 }}
          speed={500}
          loop
          dots
          slides={items.map((item) => (
            <article key={item.title} className={styles.card}>
              <div className={styles.media}>
                <Img src={item.image.src} alt={item.image.alt} fill sizes="(min-width: 768px) 50vw, 100vw" />
              </div>
              <div className={styles.body}>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.text}>{item.text}</p>
                <a href={routes.blog()} className={sections.textLink}>
                  {text.readMore}
                  <span className="visually-hidden">: {item.title}</span>
                </a>
              </div>
            </article>
          ))}
        />
      </Container>
    </section>
  );
}
