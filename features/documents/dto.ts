/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { DocumentAccess, DocumentLanguage, DocumentType } from '@/features/documents/validation';
import type { FileDto } from '@/lib/api/contract';

/** One of a product's documents (features/documents/validation.ts), as staff manage it. */
export interface ProductDocumentDto {
  id: number;
  productId: number;
  type: DocumentType;
  language: DocumentLanguage;
  /** YYYY-MM-DD. */
  revisionDate: string;
  access: DocumentAccess;
  file: FileDto;
}

/** The document a buyer asked for (an enquiry of kind 'document'). */
export interface RequestedDocumentDto {
  id: number;
  type: DocumentType;
  language: DocumentLanguage;
  productId: number;
  /** The product's English name; '' while it is in the Trash. */
  productName: string;
}
