/**
 * A buyer signs in with a link mailed to the address their requests were sent from: no password.
 * The link is good once, for LINK_MINUTES; it opens a page whose button signs the browser in for
 * SESSION_DAYS (a mail scanner that opens the link signs nobody in). Asking for a link answers the
 * same whether or not the address sent anything (nobody learns who is a customer); asking is
 * limited per address and per client. Tokens are 256-bit; the tables keep their SHA-256 only.
 */
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/connect';
import { randomToken, sha256 } from '@/lib/auth/tokens';
import { enqueue } from '@/lib/mail/queue';
import { hit, type RateLimitRule } from '@/lib/security/rateLimit';
import { now as clockNow } from '@/lib/time/clock';
import type { Locale } from '@/lib/i18n/locales';
import { enquiries } from '@/features/enquiries/tables';
import { BUYER_REQUEST_KINDS } from './kinds';
import { signInMail } from './mails';
import { buyerSessions, buyerSignInLinks } from './tables';

export const LINK_MINUTES = 15;
export const SESSION_DAYS = 30;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Links mailed to one address: a few tries (a mail slow to come), not a mailbox flooded. */
export const LINKS_PER_ADDRESS: RateLimitRule = { limit: 3, windowMs: 15 * MINUTE };
/** Links asked from one client, whatever the addresses: no walking a list of them. */
export const LINKS_PER_CLIENT: RateLimitRule = { limit: 10, windowMs: 15 * MINUTE };

/** How an address is compared: as typed, trimmed, in lower case (the requests' is compared the same). */
export function addressKey(email: string): string {
  return email.trim().toLowerCase();
}

export type LinkAsked =
  /** The same answer for a known and an unknown address. */
  | { outcome: 'accepted' }
  /** Too many links asked for that address or from that client: try again after this long. */
  | { outcome: 'limited'; retryAfterSeconds: number };

/**
 * A buyer asks for a sign-in link to `email`. When some quote, sample or document request came
 * from that address, a link is stored and its mail queued in one transaction; otherwise nothing.
 * `site(path)`: the link's whole address (lib/seo/site.ts absoluteUrl).
 */
export async function askForSignInLink(
  db: Database,
  request: { email: string; language: Locale; client: string },
  linkTo: (token: string, language: Locale) => string,
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
  if (!(await sentRequests(db, email))) return { outcome: 'accepted' };
  const token = randomToken();
  await db.transaction(async (tx) => {
    await tx.insert(buyerSignInLinks).values({
      tokenHash: sha256(token),
      email,
      language: request.language,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_MINUTES * MINUTE),
    });
    await enqueue(tx, signInMail(email, request.language, linkTo(token, request.language)));
  });
  return { outcome: 'accepted' };
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
  if (!token) return null;
  // One statement: of two browsers using the same link at the same moment, one gets it.
  const [link] = await db
    .update(buyerSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(buyerSignInLinks.tokenHash, sha256(token)),
        isNull(buyerSignInLinks.usedAt),
        gt(buyerSignInLinks.expiresAt, now),
      ),
    )
    .returning({ email: buyerSignInLinks.email, language: buyerSignInLinks.language });
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
