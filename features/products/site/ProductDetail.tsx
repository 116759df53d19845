import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { Img } from '@/components/ui/Img';
import { Container } from '@/components/ui/Container';
import { Prose } from '@/components/ui/Prose';
import { fill } from '@/lib/text/fill';
import styles from './ProductDetail.module.css';
import { localized } from '@/content/localized';
import type { SpecRow } from '@/features/products/rows';
import { SpecTable } from './SpecTable';
import type { FocusedImage } from '@/lib/images/focus';
import Bidi from '@/components/ui/Bidi';

export interface ProductDetailData {
  name: string;
  details: string;
  description1: string;
  description2: string;
  images: FocusedImage[];
  category?: { slug: string; name: string };
  specification: SpecRow[];
}

/**
 * The body of a product detail page: name (and the buyer's actions), first description, the
 * specification (and what follows it: the documents), two images, second description.
 */
export async function ProductDetail({
  product,
  actions,
  children,
}: {
  product: ProductDetailData;
  /** Under the product's name: what a buyer can do with it ("Add to quote"). */
  actions?: React.ReactNode;
  /** What follows the specification (the product's documents). */
  children?: React.ReactNode;
}) {
  const { t, routes } = await localized();
  const categoryPage = routes.products(product.category?.slug);
  return (
    <article className={styles.article} aria-labelledby="product-name">
      <Container>
        <Breadcrumb
          label={t.productDetailText.breadcrumbLabel}
          trail={[
            { href: routes.products(), label: t.productDetailText.breadcrumbProducts },
            ...(product.category ? [{ href: categoryPage, label: product.category.name }] : []),
          ]}
          current={product.name}
          className={styles.breadcrumb}
        />

        <header className={styles.intro}>
          <div className={styles.heading}>
            {product.category && (
              <p className={styles.chip}>
                <Bidi text={product.category.name} />
              </p>
            )}
            <h1 id="product-name" className={styles.name}>
              <Bidi text={product.name} />
            </h1>
            {product.details && (
              <p className={styles.details}>
                <Bidi text={product.details} />
              </p>
            )}
            {actions && <div className={styles.actions}>{actions}</div>}
          </div>
          <Prose text={product.description1} className={styles.description} />
        </header>

        <SpecTable
          heading={t.productSpecText.heading}
          rows={product.specification}
          linkHint={t.productDocumentsText.certificate}
        />
        {children}

        {product.images.length > 0 && (
          <ul className={styles.images} aria-label={t.productDetailText.imagesLabel}>
            {product.images.slice(0, 2).map((image, index) => (
              <li key={image.src} className={styles.imageFrame}>
                <Img
                  src={image.src}
                  focus={image.focus}
                  alt={image.alt}
                  width={800}
                  height={600}
                  sizes="(max-width: 639px) 100vw, 590px"
                  priority={index === 0}
                  className={styles.image}
                />
              </li>
            ))}
          </ul>
        )}

        {product.description2 && <Prose text={product.description2} className={styles.description2} />}

        {product.category && (
          <p className={styles.more}>
            <a href={categoryPage} className={styles.moreLink}>
              <Bidi text={fill(t.productDetailText.backToCategory, { category: product.category.name })} />
            </a>
          </p>
        )}
      </Container>
    </article>
  );
}
