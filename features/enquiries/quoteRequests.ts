import 'server-only';
import type { SentFrom } from '@/lib/visits/source';
import { now as clockNow } from '@/lib/time/clock';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { Transaction } from '@/lib/db/connect';
import { enquiries, enquiryLines, products, referenceCounters } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { queueMail } from '@/lib/mail/notify';
import type { QueuedMail } from '@/lib/mail/queue';
import type { MailMessage } from '@/lib/mail/transport';
import type { RequestKind } from './kinds';
import type { QuoteRequest } from './quoteRequestValidation';
import { readEnquiry, type EnquiryRecord } from './data';
import { queueWebhookEvent } from '@/features/webhooks/data';
import { textIn } from '@/lib/data/translated';

/** The letter of each kind's reference series: KL-Q-2026-00042, KL-S-2026-00007. */
const SERIES: Record<RequestKind, string> = { quote: 'Q', sample: 'S' };

export function formatReference(series: string, year: number, number: number): string {
  return `KL-${series}-${year}-${String(number).padStart(5, '0')}`;
}

/**
 * The next number of a series in `year`, taken inside the request's transaction: the counter's
 * row stays locked until it commits, so two requests never share a number, and a request that is
 * rolled back gives its number back.
 */
async function nextReference(tx: Transaction, kind: RequestKind, now: Date): Promise<string> {
  const series = SERIES[kind];
  const year = now.getUTCFullYear();
  const [row] = await tx
    .insert(referenceCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.series, referenceCounters.year],
      set: { last: sql`${referenceCounters.last} + 1` },
    })
    .returning({ last: referenceCounters.last });
  return formatReference(series, year, row.last);
}

/** A line as the mails show it: the product's name in the mail's language. */
export interface RequestLineView {
  productName: string;
  /** In the buyer's language. */
  localName: string;
  quantity: number;
  unit: string;
  packaging: string;
}

export interface StoredRequest {
  request: EnquiryRecord;
  lines: RequestLineView[];
}

export type CreateRequestResult =
  | ({ ok: true; queued: QueuedMail[] } & StoredRequest)
  /** Lines (by position) whose product is not (or no longer) published: nothing was stored. */
  | { ok: false; unavailable: number[] };

/**
 * Stores a validated quote or sample request with its lines, its reference and, in the same
 * transaction, its mail (`mail(stored)`): all of it is kept, or none.
 */
export async function createQuoteRequest(
  input: QuoteRequest,
  language: Locale,
  from: SentFrom,
  mail: (stored: StoredRequest) => MailMessage[] = () => [],
  now = clockNow(),
): Promise<CreateRequestResult> {
  return getDb().transaction(async (tx) => {
    const ids = [...new Set(input.lines.map((line) => line.productId))];
    const found = await tx
      .select({ id: products.id, name: products.name, nameAr: products.nameAr })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.published, true)));
    const byId = new Map(found.map((p) => [p.id, p]));
    const unavailable = input.lines.flatMap((line, i) => (byId.has(line.productId) ? [] : [i]));
    if (unavailable.length > 0) return { ok: false, unavailable };

    const [request] = await tx
      .insert(enquiries)
      .values({
        kind: input.kind,
        reference: await nextReference(tx, input.kind, now),
        name: input.name,
        email: input.email,
        company: input.company,
        phone: input.phone,
        country: input.country,
        incoterm: input.kind === 'quote' ? input.incoterm : '',
        deliveryMonth: input.kind === 'quote' ? input.deliveryMonth : '',
        shippingAddress: input.kind === 'sample' ? input.shippingAddress : '',
        message: input.message,
        language,
        ip: from.ip,
        source: from.source,
        createdAt: now,
      })
      .returning();
    const rows = input.lines.map((line, position) => ({
      enquiryId: request.id,
      position,
      productId: line.productId,
      productName: byId.get(line.productId)!.name,
      quantity: line.quantity,
      unit: line.unit,
      packaging: line.packaging,
    }));
    await tx.insert(enquiryLines).values(rows);
    const lines = rows.map((row) => {
      const product = byId.get(row.productId)!;
      return { ...row, localName: textIn(language, product.name, product.nameAr) };
    });
    const stored = { request, lines };
    await queueWebhookEvent(
      tx,
      input.kind === 'quote' ? 'quote.created' : 'sample.created',
      await readEnquiry(request.id, tx),
    );
    return { ok: true, ...stored, queued: await queueMail(tx, mail(stored)) };
  });
}
