import 'server-only';
/**
 * A quote or sample request's timeline: staff moving it on (a status, a reply mailed to the buyer
 * in their language, a carrier and tracking number, a file) and the buyer's messages. Staff's
 * Enquiries screen and the buyer's page read the same steps.
 */
import { asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '@/lib/db/connect';
import { uploadedFiles } from '@/lib/db/platformSchema';
import { getDb } from '@/lib/db/client';
import type { RequestStepDto } from './dto';
import { trackingUrl } from './kinds';
import { requestEvents } from './tables';

export type RequestEventRecord = typeof requestEvents.$inferSelect;

function stepDto(row: RequestEventRecord & { attachmentName: string | null }): RequestStepDto {
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    author: row.author,
    status: row.status,
    message: row.message,
    carrier: row.carrier,
    tracking: row.tracking,
    trackingUrl: trackingUrl(row.carrier, row.tracking),
    attachment: row.attachmentName === null ? null : { name: row.attachmentName },
  };
}

/** The steps of these requests, each request's oldest first. */
export async function stepsOf(
  ids: number[],
  db: Pick<Database, 'select'> = getDb(),
): Promise<Map<number, RequestStepDto[]>> {
  const byRequest = new Map<number, RequestStepDto[]>();
  if (ids.length === 0) return byRequest;
  const rows = await db
    .select({ ...getTableColumns(requestEvents), attachmentName: uploadedFiles.originalName })
    .from(requestEvents)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, requestEvents.attachmentFileId))
    .where(inArray(requestEvents.enquiryId, ids))
    .orderBy(asc(requestEvents.enquiryId), asc(requestEvents.createdAt), asc(requestEvents.id));
  for (const row of rows)
    byRequest.set(row.enquiryId, [...(byRequest.get(row.enquiryId) ?? []), stepDto(row)]);
  return byRequest;
}

/** A step's file with the request it belongs to, or null. */
export async function findStepFile(stepId: number) {
  const [row] = await getDb()
    .select({ enquiryId: requestEvents.enquiryId, file: uploadedFiles })
    .from(requestEvents)
    .innerJoin(uploadedFiles, eq(uploadedFiles.id, requestEvents.attachmentFileId))
    .where(eq(requestEvents.id, stepId));
  return row ?? null;
}

export async function addStep(
  tx: Transaction,
  step: Omit<typeof requestEvents.$inferInsert, 'id'>,
): Promise<RequestEventRecord> {
  const [row] = await tx.insert(requestEvents).values(step).returning();
  return row;
}
