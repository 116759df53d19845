/**
 * A product's documents (data sheets, a sample certificate of analysis, certificates) and a
 * certification's certificate: PDFs only, at most DOCUMENT_MAX_BYTES, what the file is being decided
 * by its bytes on the server (lib/storage/fileType.ts). One schema per form: the admin's dialogs and
 * the routes they post to, and the product page's request for a document sent on request with
 * POST v1/documents/[id]/request.
 */
import * as z from 'zod/mini';
import { idNumber } from '@/lib/validation/ids';
import { latinDigits } from '@/lib/text/digits';
import {
  documentMessages,
  documentRequestMessages,
  lotLookupMessages,
  type DocumentRequestMessages,
  type LotLookupMessages,
} from './messages';
import { fileField, isoDateField, required, requiredText } from '@/lib/validation/fields';
import { EMAIL_PATTERN, HONEYPOT_FIELD } from '@/lib/validation/patterns';

/** What a document is (its kind); the names buyers read are in features/documents/pageText.ts. */
export const DOCUMENT_TYPES = [
  'tds',
  'sds',
  'coa',
  'ifra',
  'allergen',
  'halal',
  'kosher',
  'organic',
  'iso',
  'other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The certificates: each is valid until a day (required), after which buyers are no longer given it. */
export const CERTIFICATE_TYPES = ['ifra', 'allergen', 'halal', 'kosher', 'organic', 'iso'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];
export const isCertificate = (type: DocumentType): type is CertificateType =>
  (CERTIFICATE_TYPES as readonly string[]).includes(type);

/**
 * A certificate of analysis is given per lot (batch) printed on the drum: letters, digits and
 * dashes, at most LOT_MAX. Kept and compared upper-cased and trimmed (`normalLot`).
 */
export const LOT_MAX = 40;
const LOT_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
export const normalLot = (lot: string) => lot.trim().toUpperCase();

/** A version as staff write it on the document: '3', '2024-A'. */
export const VERSION_MAX = 20;

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

/** An optional text field of a multipart form: sent blank (or left out) it is absent. */
const blankAsAbsent = <S extends z.ZodMiniType<unknown, string>>(schema: S) =>
  z.pipe(
    z.pipe(
      z.optional(z.string()),
      z.transform((value) => (value?.trim() ? value.trim() : undefined)),
    ),
    z.optional(schema),
  );

const lotField = z
  .string()
  .check(
    z.trim(),
    z.overwrite(latinDigits),
    z.maxLength(LOT_MAX, documentMessages.lot),
    z.regex(LOT_PATTERN, documentMessages.lot),
  );

/**
 * `revisionDate` is the document's issue date (the column keeps its first name). A certificate
 * needs its valid-until day, not before the issue date; a CoA may name its lot. A lot on another
 * kind, or a valid-until on a kind that is not a certificate, is dropped when stored.
 */
const documentShape = {
  type: z.enum(DOCUMENT_TYPES, { error: documentMessages.type }),
  language: z.enum(DOCUMENT_LANGUAGES, { error: documentMessages.language }),
  /** Left blank: '1'. */
  version: z.pipe(
    blankAsAbsent(z.string().check(z.maxLength(VERSION_MAX, documentMessages.version))),
    z.transform((version) => version ?? '1'),
  ),
  revisionDate: isoDateField(documentMessages.revisionDate).check(
    z.refine(notInFuture, documentMessages.revisionDate),
  ),
  validUntil: blankAsAbsent(isoDateField(documentMessages.validUntil)),
  lot: blankAsAbsent(lotField),
  access: z.enum(DOCUMENT_ACCESS, { error: documentMessages.access }),
};

const withValidity = <
  S extends z.ZodMiniObject<typeof documentShape & { file: ReturnType<typeof pdfField> }>,
>(
  schema: S,
) =>
  schema.check(
    z.refine(
      (input) => !isCertificate(input.type) || (!!input.validUntil && input.validUntil >= input.revisionDate),
      { message: documentMessages.validUntil, path: ['validUntil'] },
    ),
  );

/** Adding a document: its PDF is required. */
export const documentCreateSchema = withValidity(z.object({ ...documentShape, file: pdfField(true) }));
/** Editing one: a PDF chosen replaces the stored one, none keeps it. */
export const documentUpdateSchema = withValidity(z.object({ ...documentShape, file: pdfField(false) }));
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

/**
 * The lot lookup (features/documents/site/LotLookup.tsx and POST v1/documents/lots): the lot a
 * buyer reads on the drum, and the product whose page asks (none: every published product).
 */
export function lotLookupSchemaWith(m: LotLookupMessages) {
  return z.object({
    lot: z.string({ error: m.lot }).check(
      z.trim(),
      // A lot typed on an Arabic keyboard: its digits as the drum prints them.
      z.overwrite(latinDigits),
      z.minLength(1, required(m.lot)),
      z.maxLength(LOT_MAX, m.lotFormat),
      z.regex(LOT_PATTERN, m.lotFormat),
    ),
    productId: z.optional(idNumber()),
  });
}

export const lotLookupSchema = lotLookupSchemaWith(lotLookupMessages);
export type LotLookupValues = z.input<typeof lotLookupSchema>;
export type LotLookup = z.output<typeof lotLookupSchema>;

/** A signed link's query (lib/security/signedLinks.ts): its end (Unix seconds), signature and language. */
export interface DocumentLinkQuery {
  expires?: string;
  signature?: string;
  lang?: string;
  /** The document request (enquiry id) the link was mailed for, inside the signature. */
  request?: string;
}
