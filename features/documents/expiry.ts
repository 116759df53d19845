import 'server-only';
/**
 * Certificates past their valid-until day (features/documents/validation.ts CERTIFICATE_TYPES):
 * buyers stop being given them at once (the readers in ./data.ts compare with today), and this
 * task, every hour,
 *  - mails Owners and Sales once per certificate 30 days before it expires (`expiry_warned_at`,
 *    set in the transaction that queues the mail, so a second run or another server sends none);
 *  - expires the product page that listed a certificate once it has expired (`withdrawn_at`,
 *    likewise once), which also purges it at the CDN: a page kept there stops listing it.
 */
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { Database } from '@/lib/db/connect';
import { adminUsers, productDocuments, products } from '@/lib/db/schema';
import { expireTags, inBackground, tags } from '@/lib/data/cache';
import { enqueue, mailTask } from '@/lib/mail/queue';
import { build } from '@/lib/mail/render';
import type { MailMessage } from '@/lib/mail/transport';
import { routes } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/site';
import { defineTask } from '@/lib/tasks/tasks';
import { formatDate } from '@/lib/text/dates';
import { now as clockNow } from '@/lib/time/clock';
import { adminProductsText } from '@/features/products/adminText';
import { today } from './data';
import { CERTIFICATE_TYPES } from './validation';
import type { ExpiringCertificateDto } from './dto';
import { log } from '@/lib/log/logger.cjs';

/** How long before a certificate's valid-until day Owners and Sales are told. */
export const EXPIRY_WARNING_DAYS = 30;

const t = adminProductsText.documents;

/** The day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

type Expiring = Omit<ExpiringCertificateDto, 'expired'>;

function expiryMail(to: string, document: Expiring): MailMessage {
  const m = t.expiryMail;
  const certificate = `${t.types[document.type]} (${t.languages[document.language]})`;
  const date = formatDate(document.validUntil);
  return build(to, m.subject(certificate, document.productName), [
    { kind: 'paragraph', text: m.intro(certificate, document.productName, date) },
    {
      kind: 'fields',
      rows: [
        [m.labels.product, document.productName],
        [m.labels.certificate, certificate],
        [m.labels.version, document.version],
        [m.labels.validUntil, date],
      ],
    },
    { kind: 'link', text: m.link, href: absoluteUrl(routes.admin.products) },
  ]);
}

/** The current certificates of products that exist (not in the Trash), with `where`. */
const certificates = (db: Database, where: SQL | undefined) =>
  db
    .select({
      id: productDocuments.id,
      productId: productDocuments.productId,
      productName: products.name,
      type: productDocuments.type,
      language: productDocuments.language,
      version: productDocuments.version,
      validUntil: productDocuments.validUntil,
    })
    .from(productDocuments)
    .innerJoin(products, eq(products.id, productDocuments.productId))
    .where(
      and(
        inArray(productDocuments.type, [...CERTIFICATE_TYPES]),
        isNull(productDocuments.supersededAt),
        isNotNull(productDocuments.validUntil),
        where,
      ),
    );

/**
 * One run: warns of the certificates expiring within EXPIRY_WARNING_DAYS (not yet expired, not yet
 * warned), and withdraws those that expired. Returns how many of each.
 */
export async function runCertificateExpiry(
  db: Database = getDb(),
  now = clockNow(),
): Promise<{ warned: number; withdrawn: number }> {
  const day = today(now);
  const recipients = (
    await db
      .select({ email: adminUsers.email })
      .from(adminUsers)
      .where(and(inArray(adminUsers.role, ['owner', 'sales']), isNull(adminUsers.deactivatedAt)))
      .orderBy(adminUsers.id)
  ).map((user) => user.email);

  let warned = 0;
  if (recipients.length > 0) {
    const expiring = await certificates(
      db,
      and(
        isNull(productDocuments.expiryWarnedAt),
        sql`${productDocuments.validUntil} BETWEEN ${day}::date AND ${addDays(day, EXPIRY_WARNING_DAYS)}::date`,
      ),
    );
    for (const document of expiring) {
      const sent = await db.transaction(async (tx) => {
        // Taken by this run only if no other run took it first.
        const [taken] = await tx
          .update(productDocuments)
          .set({ expiryWarnedAt: now })
          .where(and(eq(productDocuments.id, document.id), isNull(productDocuments.expiryWarnedAt)))
          .returning({ id: productDocuments.id });
        if (!taken) return false;
        await enqueue(tx, expiryMail(recipients.join(', '), document as Expiring));
        return true;
      });
      if (sent) warned += 1;
    }
    if (warned > 0) await mailTask.soon();
  }

  const expired = await certificates(
    db,
    and(isNull(productDocuments.withdrawnAt), sql`${productDocuments.validUntil} < ${day}::date`),
  );
  let withdrawn = 0;
  for (const document of expired) {
    const done = await db.transaction(async (tx) => {
      const [taken] = await tx
        .update(productDocuments)
        .set({ withdrawnAt: now })
        .where(and(eq(productDocuments.id, document.id), isNull(productDocuments.withdrawnAt)))
        .returning({ id: productDocuments.id });
      if (taken) await expireTags(tx, tags.product(document.productId));
      return Boolean(taken);
    });
    if (done) withdrawn += 1;
  }
  return { warned, withdrawn };
}

/**
 * The current certificates that expire within EXPIRY_WARNING_DAYS or have expired (not yet
 * replaced by a new version), soonest first: the Dashboard's list for Owners and Sales.
 */
export async function listExpiringCertificates(now = clockNow()): Promise<ExpiringCertificateDto[]> {
  const day = today(now);
  const rows = await certificates(
    getDb(),
    sql`${productDocuments.validUntil} <= ${addDays(day, EXPIRY_WARNING_DAYS)}::date`,
  ).orderBy(productDocuments.validUntil, productDocuments.id);
  return rows.map((row) => ({
    ...(row as Expiring),
    expired: row.validUntil! < day,
  }));
}

/** Every hour (at 41 minutes past: away from the clean-up and the minute's publishing). */
export const certificateExpiryTask = defineTask(
  'certificate-expiry',
  { retries: 3, delaySeconds: 60, maxDelaySeconds: 15 * 60, holdSeconds: 10 * 60, every: '41 * * * *' },
  async () => {
    const report = await inBackground(() => runCertificateExpiry());
    if (report.warned || report.withdrawn) log.info({ report }, 'certificate expiry');
  },
);
