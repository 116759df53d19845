/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { RequestedDocumentDto } from '@/features/documents/dto';
import type { EnquiryKind, RequestStatus } from '@/features/enquiries/kinds';
import type { Page } from '@/lib/api/contract';
import type { Locale } from '@/lib/i18n/locales';

/** A product of a quote or sample request. */
export interface EnquiryLineDto {
  /** null once the product has been deleted (its name is kept). */
  productId: number | null;
  productName: string;
  quantity: number;
  unit: string;
  packaging: string;
}

export interface EnquiryDto {
  id: number;
  kind: EnquiryKind;
  /** A quote's or sample's reference (KL-Q-2026-00042); null for the other kinds. */
  reference: string | null;
  name: string;
  company: string;
  email: string;
  phone: string;
  /** The contact form's; '' for the other kinds. */
  service: string;
  message: string;
  /** A request's destination, named in English; '' when none. */
  destination: string;
  incoterm: string;
  /** YYYY-MM, or '' (flexible). */
  deliveryMonth: string;
  shippingAddress: string;
  status: RequestStatus;
  statusNote: string;
  lines: EnquiryLineDto[];
  /** ISO date-time the enquiry arrived. */
  date: string;
  read: boolean;
  /** ISO date-time staff first answered a quote or sample request (the response clock stops); null before. */
  firstAnsweredAt: string | null;
  /** The language of the form it was sent from. */
  language: Locale;
  /** What a document request asked for; null for the other kinds (and once the document is deleted). */
  document: RequestedDocumentDto | null;
}

export interface EnquiriesPage extends Page<EnquiryDto> {
  unread: number;
  /** The settings' response target: requests waiting longer for a first answer are highlighted. */
  responseTargetHours: number;
}
