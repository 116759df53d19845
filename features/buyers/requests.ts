import 'server-only';
/**
 * What a signed-in buyer sees and does on their page: the requests sent from their address (only
 * those: any other id, reference or file is "not found"), their timelines, their messages.
 */
import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { textFor } from '@/content/text';
import { requestedDocument } from '@/features/documents/data';
import { requestedDocumentText } from '@/features/documents/text';
import { enquiries, enquiryLines, products } from '@/lib/db/schema';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/locales';
import { textIn } from '@/lib/data/translated';
import { now as clockNow } from '@/lib/time/clock';
import type { RequestStepDto } from '@/features/enquiries/dto';
import { addStep, findStepFile, stepsOf } from '@/features/enquiries/timeline';
import { parseId } from '@/lib/validation/ids';
import { BUYER_REQUEST_KINDS } from './kinds';
import type { BuyerRequestLine, BuyerRequestView } from './dto';
import { addressKey } from '@/lib/text/emailAddresses';

/** The requests `email` sent (compared in lower case, as the sign-in does). */
const sentBy = (email: string): SQL =>
  and(sql`lower(${enquiries.email}) = ${addressKey(email)}`, inArray(enquiries.kind, BUYER_REQUEST_KINDS))!;

/** A request named by its id or its reference (KL-Q-2026-00042). */
function named(key: string): SQL | undefined {
  const id = parseId(key);
  if (id !== null) return eq(enquiries.id, id);
  if (/^KL-[A-Z]-\d{4}-\d{5}$/i.test(key)) return eq(enquiries.reference, key.toUpperCase());
  return undefined;
}

async function views(where: SQL, locale: Locale): Promise<BuyerRequestView[]> {
  const db = getDb();
  const rows = await db
    .select({ ...getTableColumns(enquiries), document: requestedDocument })
    .from(enquiries)
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
  const ids = rows.map((row) => row.id);
  const [lineRows, steps] = await Promise.all([
    ids.length
      ? db
          .select({
            enquiryId: enquiryLines.enquiryId,
            productId: enquiryLines.productId,
            productName: enquiryLines.productName,
            nameAr: products.nameAr,
            quantity: enquiryLines.quantity,
            unit: enquiryLines.unit,
            packaging: enquiryLines.packaging,
          })
          .from(enquiryLines)
          .leftJoin(products, eq(products.id, enquiryLines.productId))
          .where(inArray(enquiryLines.enquiryId, ids))
          .orderBy(enquiryLines.enquiryId, enquiryLines.position)
      : [],
    stepsOf(ids),
  ]);
  const lines = new Map<number, BuyerRequestLine[]>();
  for (const { enquiryId, nameAr, productName, ...line } of lineRows)
    lines.set(enquiryId, [
      ...(lines.get(enquiryId) ?? []),
      { ...line, name: textIn(locale, productName, nameAr ?? '') },
    ]);
  const names = textFor(locale).productDocumentsText;
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as BuyerRequestView['kind'],
    reference: row.reference,
    date: row.createdAt.toISOString(),
    status: row.status,
    lines: lines.get(row.id) ?? [],
    document: row.document ? requestedDocumentText(names, row.document) : '',
    steps: steps.get(row.id) ?? [],
    sender: {
      name: row.name,
      company: row.company,
      email: row.email,
      phone: row.phone,
      country: row.country,
    },
  }));
}

/** Every request the buyer sent, newest first. */
export function buyerRequests(email: string, locale: Locale): Promise<BuyerRequestView[]> {
  return views(sentBy(email), locale);
}

/** One of the buyer's requests by id or reference; null for anyone else's or none. */
export async function buyerRequest(
  email: string,
  key: string,
  locale: Locale,
): Promise<BuyerRequestView | null> {
  const which = named(key);
  if (!which) return null;
  const [view] = await views(and(sentBy(email), which)!, locale);
  return view ?? null;
}

/**
 * The buyer's message on their request `id`: a step of its timeline, and the request marked
 * unread so that staff see it at once. Null when it is not theirs.
 */
export async function addBuyerMessage(
  email: string,
  id: number,
  message: string,
): Promise<RequestStepDto | null> {
  return getDb().transaction(async (tx) => {
    const [own] = await tx
      .update(enquiries)
      .set({ readAt: null })
      .where(and(sentBy(email), eq(enquiries.id, id)))
      .returning({ id: enquiries.id });
    if (!own) return null;
    const step = await addStep(tx, { enquiryId: id, author: 'buyer', message, createdAt: clockNow() });
    return (await stepsOf([id], tx)).get(id)!.find((s) => s.id === step.id)!;
  });
}

/** A step's file when the step belongs to one of the buyer's requests; else null. */
export async function buyerStepFile(email: string, stepId: number) {
  const found = await findStepFile(stepId);
  if (!found) return null;
  const [own] = await getDb()
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(sentBy(email), eq(enquiries.id, found.enquiryId)));
  return own ? found.file : null;
}
