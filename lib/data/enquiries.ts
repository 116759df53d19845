import 'server-only';
import { getDb } from '../db/client';
import { enquiries } from '../db/schema';
import type { Enquiry as EnquiryInput } from '../validation/enquiry';

export type EnquiryRecord = typeof enquiries.$inferSelect;

/** Stores a validated enquiry from the contact form. */
export async function createEnquiry(input: EnquiryInput, ip: string | null): Promise<EnquiryRecord> {
  const [row] = await getDb()
    .insert(enquiries)
    .values({
      name: input.name,
      email: input.email,
      company: input.company ?? '',
      service: input.service,
      message: input.message,
      ip,
    })
    .returning();
  return row;
}
