/**
 * A product's documents (data sheets, a sample certificate of analysis, certificates) and a
 * certification's certificate: PDFs only, at most DOCUMENT_MAX_BYTES, what the file is being decided
 * by its bytes on the server (lib/storage/fileType.ts). One schema per form: the admin's dialogs and
 * the routes they post to, and the product page's request for a document sent on request with
 * POST v1/documents/[id]/request.
 */
import * as z from 'zod/mini';
import { documentMessages, documentRequestMessages, type DocumentRequestMessages } from './messages';
import { fileField, isoDateField, requiredText } from '@/lib/validation/fields';
import { EMAIL_PATTERN, HONEYPOT_FIELD } from '@/lib/validation/patterns';

/** What a document is; the names buyers read are in features/products/pageText.ts. */
export const DOCUMENT_TYPES = ['tds', 'sds', 'coa', 'specification', 'certificate'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The languages a document may be written in (ISO 639-1), named in features/products/pageText.ts. */
export const DOCUMENT_LANGUAGES = ['en', 'ar', 'fr', 'es', 'de', 'ru', 'zh'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

/**
 * 'public': listed on the product page and downloaded from it; 'request': listed, and mailed to a
 * buyer who asks (name, company, e-mail) as a link that works for DOCUMENT_LINK_DAYS (lib/security/signedLinks.ts).
 */
export const DOCUMENT_ACCESS = ['public', 'request'] as const;
export type DocumentAccess = (typeof DOCUMENT_ACCESS)[number];

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** What the file chooser offers. */
export const DOCUMENT_ACCEPT = { 'application/pdf': ['.pdf'] };

/** A revision date may be today anywhere on Earth (UTC+14), not later. */
function notInFuture(day: string): boolean {
  return day <= new Date(Date.now() + 14 * 60 * 60_000).toISOString().slice(0, 10);
}

/** A PDF of at most DOCUMENT_MAX_BYTES (its bytes are checked on the server): a document's, a quotation's. */
export const pdfField = (required: boolean) =>
  fileField({
    requiredMessage: required ? documentMessages.file : undefined,
    maxBytes: DOCUMENT_MAX_BYTES,
    sizeMessage: documentMessages.size,
  });

const documentFields = z.object({
  type: z.enum(DOCUMENT_TYPES, { error: documentMessages.type }),
  language: z.enum(DOCUMENT_LANGUAGES, { error: documentMessages.language }),
  revisionDate: isoDateField(documentMessages.revisionDate).check(
    z.refine(notInFuture, documentMessages.revisionDate),
  ),
  access: z.enum(DOCUMENT_ACCESS, { error: documentMessages.access }),
  file: pdfField(true),
});

/** Adding a document: its PDF is required. */
export const documentCreateSchema = documentFields;
/** Editing one: a PDF chosen replaces the stored one, none keeps it. */
export const documentUpdateSchema = z.extend(documentFields, { file: pdfField(false) });
export type DocumentInput = z.input<typeof documentCreateSchema>;

/** A certification's certificate (Products → Lists → Certifications): a PDF, which replaces any before it. */
export const certificateSchema = z.object({ file: pdfField(true) });
export type CertificateInput = z.input<typeof certificateSchema>;

/** The product page's request form, with the messages of the buyer's language. */
export function documentRequestSchemaWith(m: DocumentRequestMessages) {
  return z.object({
    name: requiredText(m.name).check(z.maxLength(100, m.nameTooLong)),
    company: requiredText(m.company).check(z.maxLength(120, m.companyTooLong)),
    email: z
      .string({ error: m.email })
      .check(z.trim(), z.regex(EMAIL_PATTERN, m.email), z.maxLength(254, m.email)),
  });
}

export const documentRequestSchema = documentRequestSchemaWith(documentRequestMessages);
export type DocumentRequestValues = z.input<typeof documentRequestSchema>;
export type DocumentRequest = z.output<typeof documentRequestSchema>;
/** What the form sends: the request and the hidden honeypot field. */
export type DocumentRequestBody = DocumentRequestValues & { [HONEYPOT_FIELD]?: string };

/** A signed link's query (lib/security/signedLinks.ts): its end (Unix seconds), signature and language. */
export interface DocumentLinkQuery {
  expires?: string;
  signature?: string;
  lang?: string;
}
