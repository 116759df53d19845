/**
 * What a buyer's submission is, and where staff have taken a quote or sample request: shared by the
 * database schema, the Enquiries screen and its route handlers.
 */
import * as z from 'zod/mini';
import { requestMessages } from './messages';

/**
 * A contact-form enquiry, a quote or sample request with its product lines, or a request for a
 * product document sent on request.
 */
export const ENQUIRY_KINDS = ['enquiry', 'quote', 'sample', 'document'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** The requests buyers send from the request page: product lines, a reference and a status. */
export const REQUEST_KINDS = ['quote', 'sample'] as const satisfies readonly EnquiryKind[];
export type RequestKind = (typeof REQUEST_KINDS)[number];

export function isRequestKind(kind: string): kind is RequestKind {
  return (REQUEST_KINDS as readonly string[]).includes(kind);
}

export const REQUEST_STATUSES = ['new', 'quoted', 'won', 'lost'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** Staff moving a request on: its status and a note (the price quoted, why it was lost). */
export const requestStatusSchema = z.object({
  status: z.enum(REQUEST_STATUSES, { error: requestMessages.requestStatus }),
  note: z._default(z.string().check(z.trim(), z.maxLength(1000, requestMessages.tooLong(1000))), ''),
});
export type RequestStatusInput = z.input<typeof requestStatusSchema>;
