import { Img } from '@/components/ui/Img';
import { Carousel } from '@/components/ui/Carousel';
import { Container } from '@/components/ui/Container';
import type { HomeTile } from '@/content/types';
import { ProductRow } from './ProductRow';
import { SectionHead } from './SectionHead';
import styles from './PremiumProducts.module.css';
import sections from './sections.module.css';
import { localized } from '@/lib/i18n/server';

/** Autoplay delay of the small-screen product slider. */
export const PRODUCT_SLIDER_MS = 3000;

/** Our Premium Products: the expanding row on wide screens, an autoplay slider on small ones. */
export async function PremiumProducts({ tiles }: { tiles: readonly HomeTile[] }) {
  const { t, routes } = await localized();
  const text = t.homeSections.products;
  return (
    <section className={sections.section} aria-labelledby="products-heading">
      <Container>
        <SectionHead id="products-heading" heading={text.heading} intro={text.intro} centered />
      </Container>
      <div className={styles.wide}>
        <ProductRow tiles={tiles} href={routes.products()} />
      </div>
      <Container className={styles.narrow}>
        <Carousel
          label={text.carouselLabel}
          text={t.dictionary.carousel}
          slidesPerView={1}
          breakpoints={{ 640: 2 }}
          autoplayMs={PRODUCT_SLIDER_MS}
          loop
          slides={tiles.map((tile) => (
            <article key={tile.title} className={styles.card}>
              <div className={styles.media}>
                <Img src={tile.image.src} alt={tile.image.alt} fill sizes="(min-width: 640px) 50vw, 100vw" />
              </div>
              <div className={styles.body}>
                <h3 className={styles.title}>
                  <a href={routes.products()} className={styles.link}>
                    {tile.title}
                  </a>
                </h3>
                <p className={styles.description}>{tile.description}</p>
              </div>
            </article>
          ))}
        />
      </Container>
    </section>
  );
}
