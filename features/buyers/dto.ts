/** What the buyer's page and its endpoints show a signed-in buyer (endpoints: lib/api/contract.ts). */
import type { QuoteSender } from '@/features/enquiries/quoteSender';
import type { RequestStepDto } from '@/features/enquiries/dto';
import type { RequestStatus } from '@/features/enquiries/kinds';
import type { BUYER_REQUEST_KINDS } from './kinds';

/** A product of a request, named in the page's language. */
export interface BuyerRequestLine {
  /** null once the product has been deleted (its name is kept). */
  productId: number | null;
  name: string;
  quantity: number;
  unit: string;
  packaging: string;
}

/** One of the buyer's own requests, with its timeline. */
export interface BuyerRequestView {
  id: number;
  kind: (typeof BUYER_REQUEST_KINDS)[number];
  /** A quote's or sample's reference; null for a document request. */
  reference: string | null;
  /** ISO date-time it arrived (the timeline's first step: received). */
  date: string;
  status: RequestStatus;
  lines: BuyerRequestLine[];
  /** A document request: what it asked for, in the page's language; '' for the others. */
  document: string;
  steps: RequestStepDto[];
  /** Who sent it and where to: the request form starts with them (features/enquiries/quoteSender.ts). */
  sender: QuoteSender;
}

export interface BuyerListDto {
  id: number;
  name: string;
  productIds: number[];
}
