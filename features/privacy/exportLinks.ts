import 'server-only';
/**
 * A copy of someone's data sent to them: staff mail a link that downloads the same ZIP as their
 * Export (the kinds that staff member may see), in the person's language, for EXPORT_LINK_DAYS, as
 * often as needed. The link is a random token kept as its SHA-256 (features/buyers/signIn.ts), so
 * the address is in no URL; erasing the person deletes it with their other links.
 */
import { recordEvent } from '@/lib/audit/record';
import type { Database } from '@/lib/db/connect';
import { publicEndpoints } from '@/lib/api/publicContract';
import { apiUrl } from '@/lib/routing/routes';
import { absoluteUrl } from '@/lib/seo/site';
import { now as clockNow } from '@/lib/time/clock';
import { addressKey } from '@/lib/text/emailAddresses';
import { toQueryString } from '@/lib/validation/lists';
import { mailLink, openLink } from '@/features/buyers/signIn';
import { exportMail } from '@/features/buyers/mails';
import { exportPersonalData, languageOfPerson, type PersonalDataExport } from './data';
import { PERSONAL_DATA_KINDS, type ExportLinkDto, type PersonalDataKind } from './dto';

/** How long a mailed copy's link works. */
export const EXPORT_LINK_DAYS = 7;
const DAY = 24 * 60 * 60 * 1000;

/** The address of a copy's link (absolute, for the mail). */
function exportLinkUrl(token: string): string {
  return absoluteUrl(`${apiUrl(publicEndpoints.personalDataCopy.path)}${toQueryString({ token })}`);
}

/** Mails `email` a link to the ZIP of `kinds` held about them (found as staff search: by mailbox). */
export async function mailExportLink(
  db: Database,
  email: string,
  kinds: readonly PersonalDataKind[],
  now = clockNow(),
): Promise<ExportLinkDto> {
  const address = addressKey(email);
  const language = await languageOfPerson({ email, matching: 'mailbox' });
  const { expiresAt } = await mailLink(
    db,
    {
      purpose: 'export',
      email: address,
      language,
      kinds: [...kinds],
      lifetimeMs: EXPORT_LINK_DAYS * DAY,
      mail: (token) => exportMail(address, language, exportLinkUrl(token)),
      alongside: (tx) =>
        recordEvent(tx, {
          kind: 'personal_data_export',
          summary: `a ${EXPORT_LINK_DAYS}-day download link mailed`,
        }),
    },
    now,
  );
  return { sentTo: address, expiresAt: expiresAt.toISOString() };
}

/** The ZIP a mailed link opens; null for a link expired, never given, or of a person since erased. */
export async function exportWithLink(
  db: Database,
  token: string,
  now = clockNow(),
): Promise<PersonalDataExport | null> {
  const link = await openLink(db, token, 'export', now);
  if (!link) return null;
  const kinds = PERSONAL_DATA_KINDS.filter((kind) => link.kinds?.includes(kind));
  return exportPersonalData({ email: link.email, matching: 'mailbox' }, kinds, now);
}
