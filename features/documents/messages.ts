/** What the documents forms' schemas say when a field is refused, in English (the Arabic: ./messages.ar.ts). */
import { type MessagesOf } from '@/content/validation';

/** The product page's request for a document sent on request: name, company and e-mail, all required. */
export const documentRequestMessages = {
  name: 'Please enter your name',
  nameTooLong: 'Name must be 100 characters or fewer',
  company: 'Please enter your company',
  companyTooLong: 'Company must be 120 characters or fewer',
  email: 'Please enter a valid email address',
} as const;

export type DocumentRequestMessages = MessagesOf<typeof documentRequestMessages>;

/** A product's documents and a certification's certificate (features/documents/validation.ts). */
export const documentMessages = {
  type: 'Choose what kind of document it is.',
  language: 'Choose the language the document is written in.',
  revisionDate: 'Enter the revision date (today or earlier).',
  access: 'Choose whether buyers download it or ask for it.',
  file: 'Please choose a PDF file.',
  /** DOCUMENT_MAX_BYTES in features/documents/validation.ts. */
  size: 'The PDF must be 10 MB or smaller.',
  notPdf: 'This file is not a PDF. Please choose a PDF document.',
} as const;
