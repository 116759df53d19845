/** The admin Enquiries screen's list query, and marking an enquiry read. */
import * as z from 'zod/mini';
import { listQuerySchema } from '@/lib/validation/lists';
import { ENQUIRY_KINDS, REQUEST_STATUSES } from './kinds';

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
