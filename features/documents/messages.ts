/** What the documents forms' schemas say when a field is refused, in English (the Arabic: ./messages.ar.ts). */
import { type MessagesOf } from '@/content/messages';

/** The product page's request for a document sent on request: name, company and e-mail, all required. */
export const documentRequestMessages = {
  name: 'Please enter your name',
  nameTooLong: 'Name must be 100 characters or fewer',
  company: 'Please enter your company',
  companyTooLong: 'Company must be 120 characters or fewer',
  email: 'Please enter a valid email address',
} as const;

export type DocumentRequestMessages = MessagesOf<typeof documentRequestMessages>;

/** The product page's "find the certificate of analysis for your lot". */
export const lotLookupMessages = {
  lot: 'Please enter the lot number printed on your drum',
  lotFormat: 'A lot number has letters, digits and dashes, like KL-2411-07',
} as const;

export type LotLookupMessages = MessagesOf<typeof lotLookupMessages>;

/** A product's documents and a certification's certificate (features/documents/validation.ts). */
export const documentMessages = {
  type: 'Choose what kind of document it is.',
  language: 'Choose the language the document is written in.',
  version: 'Enter the version printed on the document (at most 20 characters), e.g. 3 or 2024-A.',
  revisionDate: 'Enter the issue date (today or earlier).',
  validUntil: 'A certificate needs the day it is valid until, on or after its issue date.',
  lot: 'A lot number has letters, digits and dashes (at most 40), like KL-2411-07.',
  access: 'Choose whether buyers download it or ask for it.',
  file: 'Please choose a PDF file.',
  /** DOCUMENT_MAX_BYTES in features/documents/validation.ts. */
  size: 'The PDF must be 10 MB or smaller.',
  notPdf: 'This file is not a PDF. Please choose a PDF document.',
  superseded: 'This is an older version, kept as history: edit the current one, or add a new version.',
} as const;
