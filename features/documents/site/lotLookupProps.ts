import type { SiteText } from '@/content/text';
import type { DocumentRequestMessages, LotLookupMessages } from '@/features/documents/messages';
import type { Locale } from '@/lib/i18n/locales';

type DocumentsText = SiteText['productDocumentsText'];

/**
 * The lot lookup's props. The server section (./LotLookupSection.tsx) fills them from the page's
 * language; place that section rather than this leaf where you can.
 */
export interface LotLookupProps {
  /** The product whose page asks; left out (the buyer's account page), the lot is looked for across every published product. */
  productId?: number;
  /** The page's language: the answers' links and the request dialog's. */
  locale: Locale;
  /** productDocumentsText of the page's language: the lookup's words, the documents' names, the request dialog's. */
  text: Pick<DocumentsText, 'lotLookup' | 'types' | 'languages' | 'lot' | 'dialog'>;
  messages: LotLookupMessages;
  requestMessages: DocumentRequestMessages;
}
