/**
 * A buyer signs in with a link mailed to the address their requests were sent from: no password.
 * The link is good once, for LINK_MINUTES; it opens a page whose button signs the browser in for
 * SESSION_DAYS (a mail scanner that opens the link signs nobody in). Asking is limited per address
 * and per client. Tokens are 256-bit; the tables keep their SHA-256 only.
 *
 * Asking for a link answers the same, in the same time, whether or not the address sent anything
 * (nobody learns who is a customer): the request counts the limits and queues the
 * `buyer-sign-in-link` task, nothing else; the task, once the answer has gone, looks the address
 * up and, for one that sent a request, stores the link and queues its mail.
 */
import type { VisitSource } from '@/lib/visits/source';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { Database, Transaction } from '@/lib/db/connect';
import { randomToken, sha256 } from '@/lib/auth/tokens';
import { enqueue, mailTask } from '@/lib/mail/queue';
import { routesFor } from '@/lib/routing/routes';
import { hit, type RateLimitRule } from '@/lib/security/rateLimit';
import { absoluteUrl } from '@/lib/seo/site';
import type { MailMessage } from '@/lib/mail/transport';
import { defineTask } from '@/lib/tasks/tasks';
import { now as clockNow } from '@/lib/time/clock';
import type { Locale } from '@/lib/i18n/locales';
import { addressKey } from '@/lib/text/emailAddresses';
import { enquiries } from '@/features/enquiries/tables';
import { BUYER_REQUEST_KINDS } from './kinds';
import { signInMail } from './mails';
import { buyerSessions, buyerSignInLinks, type LinkPurpose } from './tables';

export const LINK_MINUTES = 15;
export const SESSION_DAYS = 30;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Links mailed to one address: a few tries (a mail slow to come), not a mailbox flooded. */
export const LINKS_PER_ADDRESS: RateLimitRule = { limit: 3, windowMs: 15 * MINUTE };
/** Links asked from one client, whatever the addresses: no walking a list of them. */
export const LINKS_PER_CLIENT: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };

export type LinkAsked =
  /** The same answer for a known and an unknown address. */
  | { outcome: 'accepted' }
  /** Too many links asked for that address or from that client: try again after this long. */
  | { outcome: 'limited'; retryAfterSeconds: number };

/** What the task is sent: never a token (made in the task, it exists only in the link and the mail). */
export interface LinkWanted {
  email: string;
  language: Locale;
  /** Where the visit that asked came from (kept with the link). */
  source?: VisitSource | null;
}

/**
 * Looks the address up and mails its link, after the answer. A try that fails (the database away)
 * is tried again after 5 s, doubling, for about a minute; storing the link with its mail is the
 * last thing a try can fail at, so a retry does not mail a second link.
 */
export const signInLinkTask = defineTask<LinkWanted>(
  'buyer-sign-in-link',
  { retries: 4, delaySeconds: 5, maxDelaySeconds: 60, holdSeconds: 60 },
  async ([wanted]) => {
    if (await mailSignInLink(getDb(), wanted)) await mailTask.soon();
  },
);

/**
 * A buyer asks for a sign-in link to `email`: past the limits per address and per client, the
 * `buyer-sign-in-link` task is queued, whatever the address (the caller has it run once it has
 * answered: lib/tasks/afterAnswer.ts).
 */
export async function askForSignInLink(
  db: Database,
  request: { email: string; language: Locale; client: string; source?: VisitSource | null },
  now = clockNow(),
): Promise<LinkAsked> {
  const email = addressKey(request.email);
  for (const [key, rule] of [
    [`buyer-link:address:${email}`, LINKS_PER_ADDRESS],
    [`buyer-link:client:${request.client}`, LINKS_PER_CLIENT],
  ] as const) {
    const counted = await hit(db, key, rule, now);
    if (!counted.allowed) return { outcome: 'limited', retryAfterSeconds: counted.retryAfterSeconds };
  }
  await signInLinkTask.send({ email, language: request.language, source: request.source ?? null });
  return { outcome: 'accepted' };
}

/**
 * The task's work: when some quote, sample or document request came from `email`, a link is
 * stored and its mail (in `language`) queued in one transaction; otherwise nothing. True when a
 * mail was queued.
 */
async function mailSignInLink(db: Database, { email, language, source }: LinkWanted): Promise<boolean> {
  if (!(await sentRequests(db, email))) return false;
  await mailLink(db, {
    purpose: 'sign_in',
    email,
    language,
    source,
    lifetimeMs: LINK_MINUTES * MINUTE,
    mail: (token) => signInMail(email, language, absoluteUrl(routesFor(language).accountSignIn(token))),
  });
  return true;
}

/** Whether any quote, sample or document request came from `email` (compared in lower case). */
async function sentRequests(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(sql`lower(${enquiries.email}) = ${email}`, inArray(enquiries.kind, BUYER_REQUEST_KINDS)))
    .limit(1);
  return row !== undefined;
}

/**
 * Stores a link for `purpose` (its token's SHA-256) that works for `lifetimeMs`, and queues the mail
 * that carries it (`mail`, given the token), in one transaction with what the caller records
 * `alongside` (an audit entry).
 */
export async function mailLink(
  db: Database,
  link: {
    purpose: LinkPurpose;
    email: string;
    language: Locale;
    source?: VisitSource | null;
    lifetimeMs: number;
    kinds?: string[];
    mail: (token: string) => MailMessage;
    alongside?: (tx: Transaction) => Promise<void>;
  },
  now = clockNow(),
): Promise<{ expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + link.lifetimeMs);
  await db.transaction(async (tx) => {
    await tx.insert(buyerSignInLinks).values({
      tokenHash: sha256(token),
      purpose: link.purpose,
      email: link.email,
      language: link.language,
      source: link.source ?? null,
      kinds: link.kinds,
      createdAt: now,
      expiresAt,
    });
    await enqueue(tx, link.mail(token));
    await link.alongside?.(tx);
  });
  return { expiresAt };
}

/**
 * Opens a link that works as often as needed until it expires (a copy of one's data): its address,
 * language and kinds, or null for a token expired, never given, or given for another purpose. Its
 * first use is kept (`usedAt`).
 */
export async function openLink(
  db: Database,
  token: string,
  purpose: LinkPurpose,
  now = clockNow(),
): Promise<{ email: string; language: Locale; kinds: string[] | null } | null> {
  if (!token) return null;
  const [link] = await db
    .update(buyerSignInLinks)
    .set({ usedAt: sql`coalesce(${buyerSignInLinks.usedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(buyerSignInLinks.tokenHash, sha256(token)),
        eq(buyerSignInLinks.purpose, purpose),
        gt(buyerSignInLinks.expiresAt, now),
      ),
    )
    .returning({
      email: buyerSignInLinks.email,
      language: buyerSignInLinks.language,
      kinds: buyerSignInLinks.kinds,
    });
  return link ?? null;
}

/**
 * Uses a mailed link's token for `purpose`, once: its address and language, or null for a token
 * used already, expired, never given, or given for another purpose. One statement: of two
 * browsers using the same link at the same moment, one gets it.
 */
export async function spendLink(
  db: Database,
  token: string,
  purpose: LinkPurpose,
  now = clockNow(),
): Promise<{ email: string; language: Locale } | null> {
  if (!token) return null;
  const [link] = await db
    .update(buyerSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(buyerSignInLinks.tokenHash, sha256(token)),
        eq(buyerSignInLinks.purpose, purpose),
        isNull(buyerSignInLinks.usedAt),
        gt(buyerSignInLinks.expiresAt, now),
      ),
    )
    .returning({ email: buyerSignInLinks.email, language: buyerSignInLinks.language });
  return link ?? null;
}

export interface BuyerSession {
  email: string;
  expiresAt: Date;
}

/**
 * Uses the link's token, once: a new session for its address (the cookie's token and when it
 * ends), or null for a token used already, expired, or never given.
 */
export async function signInWithLink(
  db: Database,
  token: string,
  now = clockNow(),
): Promise<(BuyerSession & { token: string; language: Locale }) | null> {
  const link = await spendLink(db, token, 'sign_in', now);
  if (!link) return null;
  const sessionToken = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY);
  await db
    .insert(buyerSessions)
    .values({ id: sha256(sessionToken), email: link.email, createdAt: now, expiresAt });
  return { token: sessionToken, email: link.email, language: link.language, expiresAt };
}

/** The buyer a session cookie's token names, or null (an ended session is removed). */
export async function findBuyerSession(
  db: Database,
  token: string,
  now = clockNow(),
): Promise<BuyerSession | null> {
  if (!token) return null;
  const id = sha256(token);
  const [row] = await db.select().from(buyerSessions).where(eq(buyerSessions.id, id));
  if (!row) return null;
  if (row.expiresAt.getTime() <= now.getTime()) {
    await db.delete(buyerSessions).where(eq(buyerSessions.id, id));
    return null;
  }
  return { email: row.email, expiresAt: row.expiresAt };
}

export async function endBuyerSession(db: Database, token: string): Promise<void> {
  if (token) await db.delete(buyerSessions).where(eq(buyerSessions.id, sha256(token)));
}

/** The clean-up's part: links past their time and sessions that ended. */
export async function purgeEndedBuyerSignIns(
  db: Pick<Database, 'delete'>,
  now = clockNow(),
): Promise<number> {
  const links = await db
    .delete(buyerSignInLinks)
    .where(lt(buyerSignInLinks.expiresAt, new Date(now.getTime() - DAY)))
    .returning({ id: buyerSignInLinks.id });
  const sessions = await db
    .delete(buyerSessions)
    .where(lt(buyerSessions.expiresAt, now))
    .returning({ id: buyerSessions.id });
  return links.length + sessions.length;
}
