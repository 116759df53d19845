/**
 * What a buyer's submission is, and where staff have taken a quote or sample request: shared by the
 * database schema, the Enquiries screen, its route handlers and the request form (so it stays a
 * leaf: staff's answer schema is in ./adminValidation.ts).
 */

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

/**
 * The kinds staff answer (a document request is answered by its mailed link): each waits for a
 * first answer on the response clock, and its answers are steps of its timeline.
 */
export const ANSWERED_KINDS = ['enquiry', 'quote', 'sample'] as const satisfies readonly EnquiryKind[];

export function awaitsAnswer(kind: string): boolean {
  return (ANSWERED_KINDS as readonly string[]).includes(kind);
}

/** Every kind a buyer asks for something with, as the Dashboard's requests per week count them. */
export const ASKING_KINDS = ['quote', 'sample', 'document'] as const satisfies readonly EnquiryKind[];
export type AskingKind = (typeof ASKING_KINDS)[number];

/**
 * A request's way, as the buyer's timeline shows it: received ('new') → in review → quoted →
 * (a sample) shipped → delivered → closed, or declined at any step.
 */
export const REQUEST_STATUSES = [
  'new',
  'in_review',
  'quoted',
  'shipped',
  'delivered',
  'closed',
  'declined',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The carriers whose own tracking page a shipped request links to; 'other' shows the number only. */
export const CARRIERS = ['dhl', 'fedex', 'ups', 'aramex', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** Who wrote a step of a request's timeline. */
export const EVENT_AUTHORS = ['staff', 'buyer'] as const;

/** The carrier's own page for a tracking number; null for 'other' (the number is shown alone). */
export function trackingUrl(carrier: Carrier | null, tracking: string): string | null {
  const number = encodeURIComponent(tracking.replace(/\s+/g, ''));
  if (!number) return null;
  switch (carrier) {
    case 'dhl':
      return `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`;
    case 'fedex':
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`;
    case 'ups':
      return `https://www.ups.com/track?tracknum=${number}`;
    case 'aramex':
      return `https://www.aramex.com/track/results?ShipmentNumber=${number}`;
    default:
      return null;
  }
}
