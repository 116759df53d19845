import { Download, FileText, Mail } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { localized } from '@/content/localized';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/text/dates';
import { documentHref, documentLabel } from '@/features/documents/text';
import { fileSize } from '@/lib/text/documents';
import { fill } from '@/lib/text/fill';
import { formMessagesFor } from '@/lib/validation/messages';
import type { DocumentAccess, DocumentLanguage, DocumentType } from '@/features/documents/validation';
import { DocumentRequests, RequestButton } from './DocumentRequest';
import styles from './ProductDocuments.module.css';
import Bidi from '@/components/ui/Bidi';

/** A document as the page lists it (features/documents/data.ts getProductDocuments). */
export interface DocumentItem {
  id: number;
  type: DocumentType;
  language: DocumentLanguage;
  version: string;
  /** The issue date, YYYY-MM-DD. */
  revisionDate: string;
  /** A certificate's last valid day; null for the other kinds. */
  validUntil: string | null;
  access: DocumentAccess;
  /** Bytes. */
  size: number;
}

/** 'Issued {date}' with the date as a <time>. */
function Dated({ template, date, locale }: { template: string; date: string; locale: Locale }) {
  const [before, after] = template.split('{date}');
  return (
    <span>
      {before}
      <time dateTime={date}>{formatDate(date, locale)}</time>
      {after}
    </span>
  );
}

/**
 * A product's documents: each with its kind, language, version, size, issue date (and a
 * certificate's valid-until day); a public one is downloaded here, one sent on request has a
 * Request button (the form is loaded on demand). Below, the lot lookup for certificates of analysis.
 */
export async function ProductDocuments({
  documents,
  product,
}: {
  documents: DocumentItem[];
  product: string;
}) {
  const { t, locale } = await localized();
  if (documents.length === 0) return null;
  const text = t.productDocumentsText;
  return (
    <section className={styles.documents} aria-labelledby="product-documents-heading">
      <h2 id="product-documents-heading" className={styles.heading}>
        {text.heading}
      </h2>
      <p className={styles.intro}>
        <Bidi text={text.intro} />
      </p>
      <DocumentRequests product={product} text={text.dialog} messages={formMessagesFor(locale).document}>
        <ul className={styles.list}>
          {documents.map((document) => {
            const label = documentLabel(text, document);
            return (
              <li key={document.id} className={styles.item} data-testid="product-document">
                <Icon node={FileText} aria-hidden size={28} className={styles.icon} />
                <div className={styles.about}>
                  <p className={styles.title}>
                    <Bidi text={text.types[document.type]} />
                  </p>
                  <p className={styles.meta}>
                    <span>{text.languages[document.language]}</span>
                    <span>
                      <Bidi text={fill(text.version, { version: document.version })} />
                    </span>
                    <span>
                      <Bidi text={fill(text.file, { size: fileSize(document.size, locale) })} />
                    </span>
                    <Dated template={text.revised} date={document.revisionDate} locale={locale} />
                    {document.validUntil && (
                      <Dated template={text.validUntil} date={document.validUntil} locale={locale} />
                    )}
                    {document.access === 'request' && (
                      <span className={styles.onRequest}>{text.onRequest}</span>
                    )}
                  </p>
                </div>
                {document.access === 'public' ? (
                  <a className={styles.action} href={documentHref(document.id, locale)} download>
                    <Icon node={Download} aria-hidden size={18} />
                    <Bidi text={text.download} />
                    <span className="visually-hidden"> {label}</span>
                  </a>
                ) : (
                  <RequestButton document={{ id: document.id, label }} className={styles.action}>
                    <Icon node={Mail} aria-hidden size={18} />
                    {text.request}
                    <span className="visually-hidden"> {label}</span>
                  </RequestButton>
                )}
              </li>
            );
          })}
        </ul>
      </DocumentRequests>
    </section>
  );
}
