/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { VisitSource } from '@/lib/visits/source';
import type { RequestDownloadDto, RequestedDocumentDto } from '@/features/documents/dto';
import type { Carrier, EnquiryKind, RequestStatus } from '@/features/enquiries/kinds';
import type { AskingKind } from '@/features/enquiries/kinds';
import type { Page } from '@/lib/api/shared';
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
  /** Where the visit that sent it came from; null when its page said nothing. */
  source: VisitSource | null;
  /** What a document request asked for; null for the other kinds (and once the document is deleted). */
  document: RequestedDocumentDto | null;
  /** A document request's downloads through its mailed link, oldest first; [] for the other kinds. */
  downloads: RequestDownloadDto[];
  /** A request's timeline after its arrival, oldest first. */
  steps: RequestStepDto[];
}

export interface EnquiriesPage extends Page<EnquiryDto> {
  unread: number;
  /** The settings' response target: requests waiting longer for a first answer are highlighted. */
  responseTargetHours: number;
}

/** Quote, sample and document requests per week (the Dashboard's chart and its table). */
export interface RequestsPerWeekDto {
  /** The Monday (YYYY-MM-DD, UTC) each week starts on, oldest first, this week last. */
  weeks: string[];
  /** Requests of each kind, week by week. */
  byKind: Record<AskingKind, number[]>;
  /** The destinations asked for most over these weeks, most first (ISO code and English name). */
  byCountry: { code: string; name: string; counts: number[] }[];
  /** Every other destination, and requests that named none. */
  other: number[];
}

/** The Dashboard's requests by where their visits came from (features/enquiries/requestsBySource.ts). */
export interface RequestsBySourceDto {
  /** The days counted, up to now. */
  days: number;
  /** The most frequent sources first, then every other source together, then those without one. */
  rows: SourceRowDto[];
}

export interface SourceRowDto {
  /** A source and medium; every other source together; or the requests sent without a source. */
  kind: 'source' | 'other' | 'unknown';
  /** In lower case: the campaign's source, the referring site, or '(direct)'; '' unless kind is 'source'. */
  source: string;
  /** The campaign's medium, 'referral', or '(none)'; '' unless kind is 'source'. */
  medium: string;
  counts: Record<EnquiryKind, number>;
  total: number;
}

/** A step of a request's timeline after its arrival (features/enquiries/timeline.ts). */
export interface RequestStepDto {
  id: number;
  /** ISO date-time. */
  at: string;
  author: 'staff' | 'buyer';
  /** The status staff moved it to; null for a message only. */
  status: RequestStatus | null;
  message: string;
  carrier: Carrier | null;
  tracking: string;
  /** The carrier's own tracking page (DHL, FedEx, UPS, Aramex); null for another carrier. */
  trackingUrl: string | null;
  /** The file staff sent with it (downloaded by this step's id). */
  attachment: { name: string } | null;
}
