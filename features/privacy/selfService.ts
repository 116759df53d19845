import 'server-only';
/**
 * A buyer's own data from their page (My requests): a copy, and its erasure, confirmed by a link
 * mailed to the address they signed in with, as their sign-in was. The address is matched as
 * signed in (not by mailbox: omar+quotes@ signed in is not shown omar@'s data).
 */
import type { Database } from '@/lib/db/connect';
import type { Locale } from '@/lib/i18n/locales';
import { routesFor } from '@/lib/routing/routes';
import { hit, type RateLimitRule } from '@/lib/security/rateLimit';
import { absoluteUrl } from '@/lib/seo/site';
import { now as clockNow } from '@/lib/time/clock';
import { mailLink, spendLink } from '@/features/buyers/signIn';
import { erasureMail } from '@/features/buyers/mails';
import { erasePersonalData, exportPersonalData, type PersonalDataExport } from './data';
import { PERSONAL_DATA_KINDS, type ErasureDto } from './dto';

const HOUR = 60 * 60 * 1000;
/** How long the mailed confirmation works. */
export const ERASURE_LINK_HOURS = 24;
/** Confirmations mailed to one address: a few a day, so a signed-in browser cannot flood it. */
export const ERASURE_LINKS_PER_ADDRESS: RateLimitRule = { limit: 3, windowMs: 24 * HOUR };

/** Everything held about the signed-in buyer's address, as one ZIP. */
export function exportOwnData(email: string): Promise<PersonalDataExport> {
  return exportPersonalData({ email, matching: 'address' }, PERSONAL_DATA_KINDS);
}

/**
 * Mails the signed-in buyer a one-time link that confirms erasing their data; `limited` past the
 * limit per address (with how long to wait).
 */
export async function askForErasureLink(
  db: Database,
  { email, language }: { email: string; language: Locale },
  now = clockNow(),
): Promise<{ outcome: 'sent' } | { outcome: 'limited'; retryAfterSeconds: number }> {
  const counted = await hit(db, `erasure-link:address:${email}`, ERASURE_LINKS_PER_ADDRESS, now);
  if (!counted.allowed) return { outcome: 'limited', retryAfterSeconds: counted.retryAfterSeconds };
  await mailLink(
    db,
    {
      purpose: 'erasure',
      email,
      language,
      lifetimeMs: ERASURE_LINK_HOURS * HOUR,
      mail: (token) => erasureMail(email, language, absoluteUrl(routesFor(language).accountDelete(token))),
    },
    now,
  );
  return { outcome: 'sent' };
}

/**
 * Uses the mailed link's token, once, and erases everything held about its address; null for a
 * token used already, expired, or never given.
 */
export async function eraseWithLink(
  db: Database,
  token: string,
  now = clockNow(),
): Promise<ErasureDto | null> {
  const link = await spendLink(db, token, 'erasure', now);
  if (!link) return null;
  return erasePersonalData({ email: link.email, matching: 'address' });
}
