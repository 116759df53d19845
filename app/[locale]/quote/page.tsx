import { QuoteRequestForm } from '@/features/enquiries/site/QuoteRequestForm';
import { Container } from '@/components/ui/Container';
import { PageBanner } from '@/components/ui/PageBanner';
import { listCategoriesWithProducts } from '@/features/products/published';
import { quoteProduct } from '@/features/products/views';
import { countryOptions } from '@/lib/i18n/countries';
import { localized } from '@/content/localized';
import { fixedPageMetadata } from '@/content/pageMetadata';
import { moqText } from '@/features/products/rows';
import { formMessagesFor } from '@/lib/validation/messages';
import styles from './quote.module.css';
import { artwork } from '@/lib/images/inlineArtwork';

export const generateMetadata = fixedPageMetadata('quote', (r) => r.quote(), 'quote');

/**
 * Request a quote or samples: static like every public page (the buyer's list lives in their
 * browser); it carries every product on offer so the list's lines can be drawn, and is rendered
 * again when staff change the products.
 */
export default async function QuotePage() {
  const { t, locale } = await localized();
  const categories = await listCategoriesWithProducts(locale);
  const products = categories.flatMap((category) =>
    category.products.map((product) =>
      quoteProduct(product, category.name, moqText(product, locale, t.productSpecText)),
    ),
  );
  const { quoteText } = t;
  return (
    <>
      <PageBanner
        title={quoteText.heading}
        intro={quoteText.intro}
        image={artwork('/artwork/banners/products.svg')}
      />
      <section className={styles.section}>
        <Container className={styles.container}>
          <div className={styles.card}>
            <QuoteRequestForm
              products={products}
              countries={countryOptions(locale)}
              locale={locale}
              text={quoteText}
              messages={formMessagesFor(locale).quote}
            />
          </div>
        </Container>
      </section>
    </>
  );
}
