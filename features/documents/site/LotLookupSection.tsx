import { localized } from '@/content/localized';
import { formMessagesFor } from '@/lib/validation/messages';
import { LotLookup } from './LotLookup';
import styles from './LotLookup.module.css';

/**
 * The lot lookup with its heading, in the page's language (a server component; the form is the
 * client leaf ./LotLookup.tsx):
 *
 *   <LotLookupSection productId={product.id} />   // a product page: that product's lots
 *   <LotLookupSection />                           // the buyer's account: every published product
 *
 * `headingLevel` fits it under the page's headings (h2 by default).
 */
export async function LotLookupSection({
  productId,
  headingLevel = 2,
}: {
  productId?: number;
  headingLevel?: 2 | 3;
}) {
  const { t, locale } = await localized();
  const text = t.productDocumentsText;
  const messages = formMessagesFor(locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = productId === undefined ? 'lot-lookup-heading' : `lot-lookup-heading-${productId}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {text.lotLookup.heading}
      </Heading>
      <LotLookup
        productId={productId}
        locale={locale}
        text={{
          lotLookup: text.lotLookup,
          types: text.types,
          languages: text.languages,
          lot: text.lot,
          dialog: text.dialog,
        }}
        messages={messages.lotLookup}
        requestMessages={messages.document}
      />
    </section>
  );
}
