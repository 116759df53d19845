/** The admin General settings form. */
import * as z from 'zod/mini';
import { settingsMessages } from './messages';
import { AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS } from '@/features/audit/validation';
import { EMAIL_PATTERN } from '@/lib/validation/patterns';
import { httpsLinkField } from '@/lib/validation/fields';
import { parseWhatsAppNumber, WHATSAPP_MAX_DIGITS, WHATSAPP_MIN_DIGITS } from './whatsapp';

/** An https:// link, or empty (the link is then not shown). */
const socialLink = httpsLinkField(300, settingsMessages.tooLong(300), settingsMessages.httpsLink);

const whatsappMessages = {
  ...settingsMessages.whatsapp,
  length: settingsMessages.whatsapp.length(WHATSAPP_MIN_DIGITS, WHATSAPP_MAX_DIGITS),
};

/** As staff type it; kept as international digits (features/settings/whatsapp.ts), or empty: no link. */
const whatsappNumber = z.string().check(
  z.superRefine((value, ctx) => {
    const parsed = parseWhatsAppNumber(value);
    if ('problem' in parsed) ctx.addIssue({ code: 'custom', message: whatsappMessages[parsed.problem] });
  }),
  z.overwrite((value) => {
    const parsed = parseWhatsAppNumber(value);
    return 'digits' in parsed ? parsed.digits : value;
  }),
);

const retentionMessage = settingsMessages.retentionDays(AUDIT_RETENTION_MIN_DAYS, AUDIT_RETENTION_MAX_DAYS);

/** How long a quote or sample request may wait for a first answer: an hour to 30 days. */
export const RESPONSE_TARGET_MIN_HOURS = 1;
export const RESPONSE_TARGET_MAX_HOURS = 720;
const targetMessage = settingsMessages.targetHours(RESPONSE_TARGET_MIN_HOURS, RESPONSE_TARGET_MAX_HOURS);

/**
 * Spec: 'Contact Details' (Enquiry receiving mail) and 'Social Media Links'; the WhatsApp number of
 * the 'Chat on WhatsApp' links; how long the audit trail keeps its events; and how long a request
 * may wait for a first answer.
 */
export const settingsSchema = z.object({
  enquiryEmail: z
    .string()
    .check(
      z.trim(),
      z.maxLength(254, settingsMessages.email),
      z.regex(EMAIL_PATTERN, settingsMessages.email),
    ),
  facebookUrl: socialLink,
  instagramUrl: socialLink,
  twitterUrl: socialLink,
  linkedinUrl: socialLink,
  /** Left out (an older client), this and the retention keep their stored values. */
  whatsappNumber: z.optional(whatsappNumber),
  vitalsSamplePercent: z.optional(
    z
      .number({ error: settingsMessages.samplePercent })
      .check(
        z.int(settingsMessages.samplePercent),
        z.gte(0, settingsMessages.samplePercent),
        z.lte(100, settingsMessages.samplePercent),
      ),
  ),
  auditRetentionDays: z.optional(
    z
      .number({ error: retentionMessage })
      .check(
        z.int(retentionMessage),
        z.gte(AUDIT_RETENTION_MIN_DAYS, retentionMessage),
        z.lte(AUDIT_RETENTION_MAX_DAYS, retentionMessage),
      ),
  ),
  responseTargetHours: z.optional(
    z
      .number({ error: targetMessage })
      .check(
        z.int(targetMessage),
        z.gte(RESPONSE_TARGET_MIN_HOURS, targetMessage),
        z.lte(RESPONSE_TARGET_MAX_HOURS, targetMessage),
      ),
  ),
  /** "Publish only with its Arabic" (features/translations); off by default. Left out, it keeps its stored value. */
  publishNeedsArabic: z.optional(z.boolean()),
});
export type SettingsInput = z.input<typeof settingsSchema>;
