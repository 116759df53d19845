/** The admin Enquiries screen's list query, and marking an enquiry read. */
import * as z from 'zod/mini';
import { listQuerySchema } from '@/lib/validation/lists';
import { ENQUIRY_KINDS } from './kinds';

export const ENQUIRIES_PAGE_SIZE = 5;

/** Enquiries: ?kind=&q=&page= (spec: 5 a page, newest first); no kind: every kind. */
export const enquiriesQuerySchema = z.extend(listQuerySchema, {
  pageSize: z.catch(z.literal(ENQUIRIES_PAGE_SIZE), ENQUIRIES_PAGE_SIZE),
  kind: z.catch(z.enum(['', ...ENQUIRY_KINDS]), ''),
});
export type EnquiriesQuery = z.output<typeof enquiriesQuerySchema>;

/** Marking an enquiry read or unread. */
export const readSchema = z.object({ read: z.boolean() });
export type ReadInput = z.infer<typeof readSchema>;
