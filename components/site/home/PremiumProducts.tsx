import { Card } from '@/components/ui/Card';
import { Carousel } from '@/components/ui/Carousel';
import { Container } from '@/components/ui/Container';
import type { HomeTile } from '@/content/types';
import { ProductRow } from './ProductRow';
import { SectionHead } from './SectionHead';
import styles from './PremiumProducts.module.css';
import sections from './sections.module.css';
import { localized } from '@/content/localized';

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
            <Card
              key={tile.title}
              title={tile.title}
              href={routes.products()}
              image={{ ...tile.image, sizes: '(min-width: 640px) 50vw, 100vw' }}
              text={tile.description}
            />
          ))}
        />
      </Container>
    </section>
  );
}
