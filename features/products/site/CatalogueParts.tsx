import Bidi from '@/components/ui/Bidi';
import { Img } from '@/components/ui/Img';
import type { Locale } from '@/lib/i18n/locales';
import { routesFor } from '@/lib/routing/publicRoutes';
import { cardNameId, type CatalogueProduct } from './types';

import styles from './CatalogueParts.module.css';

/*
 * The parts of the products listing drawn on the server and placed by the finder (a client
 * component) as it filters: so that the pictures, the links and the isolation of Latin names
 * inside Arabic text add no script to the page.
 */

/** A product's card: its picture, with its name and details shown on hover or focus (always on touch screens). */
export function ProductCard({
  product,
  locale,
  priority,
}: {
  product: CatalogueProduct;
  locale: Locale;
  /** Among the first cards of its category: loaded at once. */
  priority: boolean;
}) {
  return (
    // The image is decorative here: the link is named by the product name.
    <a href={routesFor(locale).product(product.id)} className={styles.card}>
      <Img
        src={product.image.src}
        focus={product.image.focus}
        alt=""
        width={480}
        height={360}
        sizes="(max-width: 559px) 100vw, (max-width: 1023px) 50vw, 290px"
        priority={priority}
        className={styles.image}
      />
      <span className={styles.text} data-reveal>
        <span id={cardNameId(product.id)} className={styles.name}>
          <Bidi text={product.name} />
        </span>
        {product.details && (
          <span className={styles.details}>
            <Bidi text={product.details} />
          </span>
        )}
      </span>
    </a>
  );
}

/** A category's product names in the side list, each a link to its page (the items of its list). */
export function ProductNameLinks({ products, locale }: { products: CatalogueProduct[]; locale: Locale }) {
  const routes = routesFor(locale);
  return products.map((product) => (
    <li key={product.id}>
      <a href={routes.product(product.id)} className={styles.productName}>
        <Bidi text={product.name} />
      </a>
    </li>
  ));
}
