/** The admin Enquiries screen's list query, and marking an enquiry read. */
import * as z from 'zod/mini';
import { listQuerySchema } from '@/lib/validation/lists';
import { multiline } from '@/lib/validation/fields';
import { pdfField } from '@/features/documents/validation';
import { CARRIERS, ENQUIRY_KINDS, REQUEST_STATUSES } from './kinds';
import { tooLong } from '@/content/messages';

/** Where staff take a quote or sample request. */
export const requestMessages = {
  requestStatus: 'Please choose a status.',
  carrier: 'Please choose a carrier from the list.',
  carrierRequired: 'Choose the carrier the sample went with.',
  tracking: 'A tracking number has only letters, digits, spaces and dashes.',
  trackingRequired: 'Enter the tracking number the carrier gave.',
  noStatus: 'Only quote and sample requests have a status.',
  tooLong,
} as const;

export const ENQUIRIES_PAGE_SIZE = 5;

/** 'waiting': not answered yet (the kinds staff answer); else a request's status. */
export const ENQUIRY_STATUS_FILTERS = ['waiting', ...REQUEST_STATUSES] as const;
export type EnquiryStatusFilter = (typeof ENQUIRY_STATUS_FILTERS)[number];

/** Enquiries: ?kind=&status=&q=&page= (spec: 5 a page, newest first); no kind or status: every one. */
export const enquiriesQuerySchema = z.extend(listQuerySchema, {
  pageSize: z.catch(z.literal(ENQUIRIES_PAGE_SIZE), ENQUIRIES_PAGE_SIZE),
  kind: z.catch(z.enum(['', ...ENQUIRY_KINDS]), ''),
  status: z.catch(z.enum(['', ...ENQUIRY_STATUS_FILTERS]), ''),
});
export type EnquiriesQuery = z.output<typeof enquiriesQuerySchema>;

/** Marking an enquiry read or unread. */
export const readSchema = z.object({ read: z.boolean() });
export type ReadInput = z.infer<typeof readSchema>;

/** Letters, digits, spaces and dashes: what carriers print on a waybill. */
const TRACKING_PATTERN = /^[A-Za-z0-9 -]*$/;

/**
 * Staff answering what a buyer sent: a reply mailed to them, a note for staff, an optional PDF (a
 * quotation); for a quote or sample request also its status and a shipped sample's carrier and
 * tracking number (the other kinds send their status back unchanged).
 */
export const answerSchema = z
  .object({
    status: z.enum(REQUEST_STATUSES, { error: requestMessages.requestStatus }),
    note: z._default(z.string().check(z.trim(), z.maxLength(1000, requestMessages.tooLong(1000))), ''),
    reply: multiline(
      z._default(z.string().check(z.trim(), z.maxLength(4000, requestMessages.tooLong(4000))), ''),
    ),
    carrier: z._default(z.enum(['', ...CARRIERS], { error: requestMessages.carrier }), ''),
    tracking: z._default(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(40, requestMessages.tooLong(40)),
          z.regex(TRACKING_PATTERN, requestMessages.tracking),
        ),
      '',
    ),
    file: pdfField(false),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.status !== 'shipped') return;
      if (!value.carrier)
        ctx.addIssue({
          code: 'custom',
          path: ['carrier'],
          message: requestMessages.carrierRequired,
          input: value,
        });
      if (!value.tracking)
        ctx.addIssue({
          code: 'custom',
          path: ['tracking'],
          message: requestMessages.trackingRequired,
          input: value,
        });
    }),
  );
export type AnswerInput = z.input<typeof answerSchema>;
