/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { DocumentAccess, DocumentLanguage, DocumentType } from '@/features/documents/validation';
import type { FileDto } from '@/lib/api/shared';

/** One of a product's documents (features/documents/validation.ts), as staff manage it. */
export interface ProductDocumentDto {
  id: number;
  productId: number;
  type: DocumentType;
  language: DocumentLanguage;
  /** As printed on it: '3', '2024-A'. */
  version: string;
  /** The issue date, YYYY-MM-DD. */
  revisionDate: string;
  /** A certificate's last valid day (YYYY-MM-DD); null for the other kinds. */
  validUntil: string | null;
  /** A certificate of analysis's lot (upper-cased); null for the others. */
  lot: string | null;
  access: DocumentAccess;
  file: FileDto;
  /** ISO date-time a newer version replaced it (history), and that version's id; null while current. */
  supersededAt: string | null;
  supersededBy: number | null;
  /** A certificate past its valid-until day: no longer given to buyers. */
  expired: boolean;
  /** Recorded downloads (documents sent on request, lots' CoAs). */
  downloads: number;
}

/** A recorded download of the document a request's signed link opened (the Enquiries screen). */
export interface RequestDownloadDto {
  /** ISO date-time. */
  at: string;
  /** The signed-in buyer who downloaded it; null when no buyer was signed in. */
  buyerEmail: string | null;
}

/** The document a buyer asked for (an enquiry of kind 'document'). */
export interface RequestedDocumentDto {
  id: number;
  type: DocumentType;
  language: DocumentLanguage;
  /** A lot's CoA: its lot; null for the others. */
  lot: string | null;
  productId: number;
  /** The product's English name; '' while it is in the Trash. */
  productName: string;
}

/** A lot's certificate of analysis, as the lot lookup answers it (POST v1/documents/lots). */
export interface LotMatchDto {
  documentId: number;
  productId: number;
  /** In the language of the page that asked. */
  productName: string;
  language: DocumentLanguage;
  /** 'public': downloaded at once; 'request': the buyer asks for it (the document request flow). */
  access: DocumentAccess;
  /** The lot as stored (upper-cased). */
  lot: string;
  version: string;
  /** The issue date, YYYY-MM-DD. */
  revisionDate: string;
}

/** The lot lookup's answer: no match means the site has no CoA for that lot. */
export interface LotLookupAnswer {
  lot: string;
  matches: LotMatchDto[];
}

/** A certificate that expires within 30 days or has expired (the Dashboard's list, Owners and Sales). */
export interface ExpiringCertificateDto {
  id: number;
  productId: number;
  /** The product's English name. */
  productName: string;
  type: DocumentType;
  language: DocumentLanguage;
  version: string;
  /** YYYY-MM-DD. */
  validUntil: string;
  /** Past its valid-until day: buyers are no longer given it. */
  expired: boolean;
}

/** A document with recorded downloads (the Dashboard's list for Owners and Sales). */
export interface DownloadedDocumentDto {
  id: number;
  productId: number;
  /** The product's English name. */
  productName: string;
  type: DocumentType;
  language: DocumentLanguage;
  lot: string | null;
  version: string;
  downloads: number;
  /** ISO date-time of the latest. */
  lastAt: string;
}
