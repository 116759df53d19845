import 'server-only';
/**
 * How long the site keeps people's details: the two periods an Owner sets (requests and job
 * applications, in months, within RETENTION_LIMITS) and the fixed ones of the clean-up, shown
 * together on the Personal data screen; and the clean-up's part that anonymises requests and
 * applications past their period (./records.ts), with their files.
 */
import { and, asc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/connect';
import { applications, enquiries, requestEvents, siteSettings, uploadedFiles } from '@/lib/db/schema';
import { writeTransaction } from '@/lib/data/transaction';
import { dropFileRecords } from '@/lib/data/files';
import { env } from '@/lib/env';
import { MAIL_KEEP_DAYS } from '@/lib/mail/queue';
import { TRASH_DAYS } from '@/lib/routing/contentKinds';
import type { FileStorage } from '@/lib/storage';
import { TASK_KEEP_DAYS } from '@/lib/tasks/tasks';
import { getDb } from '@/lib/db/client';
import { SESSION_DAYS } from '@/features/buyers/signIn';
import { WEBHOOK_RETENTION_DAYS } from '@/features/webhooks/data';
import { invalidateSettings } from '@/features/settings/data';
import { privacyText as t } from './adminText';
import type { RetentionInput } from './adminValidation';
import type { RetentionDto } from './dto';
import { anonymiseApplications, anonymiseRequests, identifiersOf, requestIdentifiers } from './records';

/** A month as the clean-up counts it: 30 days (what a person reads as "n months", give or take a day). */
const MONTH_MS = 30 * 24 * 60 * 60 * 1000;

/** The periods in force: the Owner's two, and what the clean-up removes on its own and when. */
export async function readRetention(): Promise<RetentionDto> {
  const [row] = await getDb()
    .select({
      requests: siteSettings.requestRetentionMonths,
      applications: siteSettings.applicationRetentionMonths,
      auditDays: siteSettings.auditRetentionDays,
    })
    .from(siteSettings);
  const fixed = t.retention.fixed;
  return {
    requestRetentionMonths: row.requests,
    applicationRetentionMonths: row.applications,
    fixed: [
      fixed.mail(MAIL_KEEP_DAYS.sent, MAIL_KEEP_DAYS.failed),
      fixed.webhooks(WEBHOOK_RETENTION_DAYS),
      fixed.audit(row.auditDays),
      fixed.buyerSessions(SESSION_DAYS),
      fixed.tasks(TASK_KEEP_DAYS),
      fixed.trash(TRASH_DAYS),
      fixed.backups(env().BACKUP_KEEP, env().BACKUP_KEEP_WEEKLY),
    ],
  };
}

/** The periods the privacy policy states (its `{requestMonths}`-style tokens), from the settings in force. */
export function retentionInPolicy(settings: {
  requestRetentionMonths: number;
  applicationRetentionMonths: number;
}): Record<string, number> {
  return {
    requestMonths: settings.requestRetentionMonths,
    applicationMonths: settings.applicationRetentionMonths,
    buyerSessionDays: SESSION_DAYS,
    mailDays: MAIL_KEEP_DAYS.sent,
  };
}

/** The Owner's two periods, saved as a change to the settings (audited, refused over a colleague's). */
export async function saveRetention(input: RetentionInput): Promise<RetentionDto> {
  await writeTransaction(async (tx) => {
    await tx.update(siteSettings).set(input).where(eq(siteSettings.id, 1));
    await invalidateSettings(tx);
  });
  return readRetention();
}

/**
 * The clean-up's part: requests and applications older than their period, not yet anonymised,
 * are, with their files. Answers how many of each.
 */
export async function anonymiseExpired(
  tx: Transaction,
  now: Date,
  storage: FileStorage,
): Promise<{ requests: number; applications: number }> {
  const [periods] = await tx
    .select({
      requests: siteSettings.requestRetentionMonths,
      applications: siteSettings.applicationRetentionMonths,
    })
    .from(siteSettings);
  if (!periods) return { requests: 0, applications: 0 };
  const before = (months: number) => new Date(now.getTime() - months * MONTH_MS);

  const requests = await tx
    .select()
    .from(enquiries)
    .where(and(lt(enquiries.createdAt, before(periods.requests)), ne(enquiries.name, t.erasedName)))
    .orderBy(asc(enquiries.id));
  const events = requests.length
    ? await tx
        .select()
        .from(requestEvents)
        .where(
          inArray(
            requestEvents.enquiryId,
            requests.map((r) => r.id),
          ),
        )
    : [];
  // Each request's staff replies lose the names of that request's buyer.
  for (const request of requests) {
    const identifiers = identifiersOf([request.email, ...requestIdentifiers(request)]);
    await anonymiseRequests(
      tx,
      [request],
      events.filter((event) => event.enquiryId === request.id),
      identifiers,
    );
  }
  const old = await tx
    .select({ id: applications.id, resumeFileId: applications.resumeFileId })
    .from(applications)
    .where(
      and(lt(applications.createdAt, before(periods.applications)), ne(applications.firstName, t.erasedName)),
    );
  await anonymiseApplications(
    tx,
    old.map((application) => application.id),
  );
  const fileIds = [
    ...events.map((event) => event.attachmentFileId),
    ...old.map((application) => application.resumeFileId),
  ].filter((id): id is number => id !== null);
  const files = fileIds.length
    ? await tx.select({ id: uploadedFiles.id }).from(uploadedFiles).where(inArray(uploadedFiles.id, fileIds))
    : [];
  const keys = await dropFileRecords(
    tx,
    files.map((file) => file.id),
  );
  await Promise.all(keys.map((key) => storage.delete(key)));
  return { requests: requests.length, applications: old.length };
}
