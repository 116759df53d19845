import 'server-only';
import { now as clockNow } from '@/lib/time/clock';
import { eq } from 'drizzle-orm';
import type { BannerDto } from '@/features/news/dto';
import type { SettingsDto } from './dto';
import { getDb } from '@/lib/db/client';
import type { Database, Transaction } from '@/lib/db/connect';
import { siteSettings } from '@/lib/db/schema';
import type { SettingsInput } from './adminValidation';
import type { UploadFile } from '@/lib/validation/fields';
import type { ImageAlts } from '@/lib/validation/content';
import type { ImageFocus } from '@/lib/images/focus';
import { cachedReader, expireTags, tags, type Cached } from '@/lib/data/cache';
import { deleteImages, imageOf, prepareImage, withStoredFiles } from '@/lib/data/files';
import { writeTransaction } from '@/lib/data/transaction';
import { versionTag } from '@/lib/audit/versions';

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
export type SiteSettings = Cached<SiteSettingsRow>;

async function readSettings(): Promise<SiteSettingsRow> {
  const [row] = await getDb().select().from(siteSettings).where(eq(siteSettings.id, 1));
  if (!row) throw new Error('Site settings are missing: the database has not been seeded.');
  return row;
}

/** The one settings row (seeded on first start): home banner, social links, WhatsApp number, enquiry address. */
export const getSiteSettings = cachedReader('settings', readSettings, () => [tags.settings]);

export async function invalidateSettings(db: Database | Transaction): Promise<void> {
  await expireTags(db, tags.settings);
}

/** The address staff notifications go to, read fresh (not from the page cache). */
export async function enquiryEmail(): Promise<string> {
  return (await readSettings()).enquiryEmail;
}

// ------------------------------------------------------------------ staff

/** How many hours a quote or sample request may wait for a first answer, read fresh. */
export async function responseTargetHours(): Promise<number> {
  return (await readSettings()).responseTargetHours;
}

export function settingsDto(row: SiteSettingsRow): SettingsDto {
  return {
    enquiryEmail: row.enquiryEmail,
    facebookUrl: row.facebookUrl,
    instagramUrl: row.instagramUrl,
    twitterUrl: row.twitterUrl,
    linkedinUrl: row.linkedinUrl,
    whatsappNumber: row.whatsappNumber,
    auditRetentionDays: row.auditRetentionDays,
    vitalsSamplePercent: row.vitalsSamplePercent,
    responseTargetHours: row.responseTargetHours,
    publishNeedsArabic: row.publishNeedsArabic,
    version: versionTag(siteSettings, row),
  };
}

export async function readSettingsForStaff(): Promise<SettingsDto> {
  return settingsDto(await readSettings());
}

export async function saveSettings(input: SettingsInput): Promise<SettingsDto> {
  const row = await writeTransaction(async (tx) => {
    const [updated] = await tx
      .update(siteSettings)
      .set({ ...input, updatedAt: clockNow() })
      .where(eq(siteSettings.id, 1))
      .returning();
    await invalidateSettings(tx);
    return updated;
  });
  return settingsDto(row);
}

export async function readBanner(): Promise<BannerDto> {
  const settings = await readSettings();
  return { image: settings.homeBanner, imageAltAr: settings.homeBannerAltAr };
}

/**
 * The home hero picture, described or decorative, with its focal point when one is sent; the
 * previous upload's file is removed.
 */
export async function replaceBanner(
  file: UploadFile,
  alts: ImageAlts,
  focus?: ImageFocus,
): Promise<BannerDto> {
  const previous = (await readSettings()).homeBanner;
  const upload = await prepareImage('image', file, 'photo');
  const row = await withStoredFiles([upload], async (tx, [stored]) => {
    const [updated] = await tx
      .update(siteSettings)
      .set({
        homeBanner: imageOf(stored, alts.alt, alts.decorative, focus),
        homeBannerAltAr: alts.altAr,
        updatedAt: clockNow(),
      })
      .where(eq(siteSettings.id, 1))
      .returning();
    await invalidateSettings(tx);
    return updated;
  });
  await deleteImages([previous]);
  return { image: row.homeBanner, imageAltAr: row.homeBannerAltAr };
}
