import { Img } from '@/components/ui/Img';
import { Carousel } from '@/components/ui/Carousel';
import { Container } from '@/components/ui/Container';
import { dictionary } from '@/content/dictionary';
import { homeSections } from '@/content/homeSections';
import type { ImageRef } from '@/content/types';
import { SectionHead } from './SectionHead';
import styles from './InsightsSection.module.css';
import sections from './sections.module.css';
import { routes } from '@/lib/routing/routes';

/** 'Latest Insights': 2 per view (1 below 768 px), scroll 1, 500 ms, dots, loop (spec). */
export function InsightsSection({
  items,
}: {
  items: readonly { title: string; text: string; image: ImageRef }[];
}) {
  const text = homeSections.insights;
  return (
    <section className={`${sections.section} ${sections.tinted}`} aria-labelledby="insights-heading">
      <Container>
        <SectionHead id="insights-heading" heading={text.heading} />
        <Carousel
          label={text.carouselLabel}
          text={dictionary.carousel}
          slidesPerView={1}
          breakpoints={{ 768: 2 }}
          speed={500}
          loop
          dots
          slides={items.map((item) => (
            <article key={item.title} className={styles.card}>
              <div className={styles.media}>
                <Img
                  src={item.image.src}
                  alt={item.image.alt}
                  fill
                  sizes="(min-width: 768px) 50vw, 100vw"
                />
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
