'use client';

import { adminText } from '@/content/admin';
import { adminEnquiriesText as t } from '@/features/enquiries/adminText';
import { productDocumentsText } from '@/features/documents/pageText';
import { quoteText } from '@/features/enquiries/quoteText';
import type { EnquiryDto } from '@/features/enquiries/dto';
import { formatMonth } from '@/lib/text/dates';
import { requestedDocumentText } from '@/features/documents/text';
import { amountText } from '@/lib/text/requestLines';
import { describeSource } from '@/lib/visits/describe';
import own from './enquiries.module.css';

/** One labelled value of a card (in the direction its words are written); nothing without one. */
function Row({ label, children, wide }: { label: string; children: React.ReactNode; wide?: boolean }) {
  if (children === '' || children === null || children === undefined) return null;
  return (
    <div className={wide ? own.details : undefined}>
      <dt>{label}</dt>
      <dd dir="auto">{children}</dd>
    </div>
  );
}

/**
 * What an enquiry card says of its sender and content: the spec's 'Email:', 'Service:' and
 * 'Details:' for a contact-form enquiry; a request's reference, products, destination and terms;
 * the document a document request asked for.
 */
export function EnquiryFields({ enquiry }: { enquiry: EnquiryDto }) {
  const quote = enquiry.kind === 'quote';
  return (
    <dl className={own.fields}>
      <Row label={t.reference}>{enquiry.reference ?? ''}</Row>
      {enquiry.company && <Row label={t.from}>{enquiry.name}</Row>}
      {/* No mail link: answers go through the form below, so the buyer's timeline holds them. */}
      <Row label={t.email}>{enquiry.email}</Row>
      <Row label={t.phone}>{enquiry.phone}</Row>
      <Row label={t.service}>{enquiry.service}</Row>
      {enquiry.lines.length > 0 && (
        <Row label={t.products} wide>
          <ol className={own.lines} aria-label={t.productsLabel}>
            {enquiry.lines.map((line, i) => (
              <li key={i}>
                <span className={own.lineName}>{line.productName}</span>
                <span>{amountText(line, 'en', quoteText.units)}</span>
              </li>
            ))}
          </ol>
        </Row>
      )}
      <Row label={t.destination}>{enquiry.destination}</Row>
      <Row label={t.incoterm}>{enquiry.incoterm}</Row>
      {quote && (
        <Row label={t.deliveryMonth}>
          {enquiry.deliveryMonth ? formatMonth(enquiry.deliveryMonth) : t.flexible}
        </Row>
      )}
      <Row label={t.shippingAddress} wide>
        {enquiry.shippingAddress}
      </Row>
      <Row label={t.document}>
        {enquiry.document ? requestedDocumentText(productDocumentsText, enquiry.document) : ''}
      </Row>
      <Row label={t.language}>{adminText.common.languages[enquiry.language]}</Row>
      <Row label={t.source} wide>
        {describeSource(enquiry.source)}
      </Row>
      <Row label={t.details} wide>
        {enquiry.message}
      </Row>
    </dl>
  );
}
