/**
 * The admin's operations forms and list queries (jobs, applications, enquiries, general
 * settings): shared by the screens and the route handlers.
 */
import * as z from 'zod/mini';
import { adminCareerText } from '@/features/careers/adminText';
import { AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS } from '@/features/audit/validation';
import { contentMessages, operationsMessages } from '../../content/validation';
import { fromDubaiInput } from '../text/dates';
import { draftFields, futureDubaiTime } from '@/features/history/validation';
import { ENQUIRY_KINDS } from '@/features/enquiries/kinds';
import { arabicText, requiredText } from './fields';
import { listQuerySchema } from './lists';
import { EMAIL_PATTERN } from './patterns';
import { parseWhatsAppNumber, WHATSAPP_MAX_DIGITS, WHATSAPP_MIN_DIGITS } from '@/features/settings/whatsapp';

const text = (message: string, max: number) =>
  requiredText(message).check(z.maxLength(max, operationsMessages.tooLong(max)));

const arabic = (max: number) => arabicText(max, operationsMessages.tooLong(max));

/** Spec: Save is enabled only when title, experience, qualification, location and description are filled. */
export const jobSchema = z
  .object({
    title: text(operationsMessages.title, 120),
    experience: text(operationsMessages.experience, 40),
    qualification: text(operationsMessages.qualification, 120),
    location: text(operationsMessages.location, 80),
    description: text(operationsMessages.description, 10_000),
    titleAr: arabic(120),
    experienceAr: arabic(40),
    qualificationAr: arabic(120),
    locationAr: arabic(80),
    descriptionAr: arabic(10_000),
    ...draftFields,
    /** When the background work unpublishes the opening (applications close), in Dubai time. */
    closeAt: futureDubaiTime,
  })
  .check(
    z.refine(
      ({ publishAt, closeAt }) =>
        !publishAt || !closeAt || fromDubaiInput(closeAt).getTime() > fromDubaiInput(publishAt).getTime(),
      { message: contentMessages.closeBeforePublish, path: ['closeAt'] },
    ),
  );
export type JobInput = z.input<typeof jobSchema>;

/** An https:// link, or empty (the link is then not shown). */
const socialLink = z.string().check(
  z.trim(),
  z.maxLength(300, operationsMessages.tooLong(300)),
  z.refine((v) => {
    if (v === '') return true;
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, operationsMessages.httpsLink),
);

const whatsappMessages = {
  ...operationsMessages.whatsapp,
  length: operationsMessages.whatsapp.length(WHATSAPP_MIN_DIGITS, WHATSAPP_MAX_DIGITS),
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

const retentionMessage = operationsMessages.retentionDays(AUDIT_RETENTION_MIN_DAYS, AUDIT_RETENTION_MAX_DAYS);

/**
 * Spec: 'Contact Details' (Enquiry receiving mail) and 'Social Media Links'; the WhatsApp number of
 * the 'Chat on WhatsApp' links; and how long the audit trail keeps its events.
 */
export const settingsSchema = z.object({
  enquiryEmail: z
    .string()
    .check(
      z.trim(),
      z.maxLength(254, operationsMessages.email),
      z.regex(EMAIL_PATTERN, operationsMessages.email),
    ),
  facebookUrl: socialLink,
  instagramUrl: socialLink,
  twitterUrl: socialLink,
  linkedinUrl: socialLink,
  /** Left out (an older client), this and the retention keep their stored values. */
  whatsappNumber: z.optional(whatsappNumber),
  vitalsSamplePercent: z.optional(
    z
      .number({ error: operationsMessages.samplePercent })
      .check(
        z.int(operationsMessages.samplePercent),
        z.gte(0, operationsMessages.samplePercent),
        z.lte(100, operationsMessages.samplePercent),
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
});
export type SettingsInput = z.input<typeof settingsSchema>;

export const APPLICATIONS_PAGE_SIZE = 10;
export const ENQUIRIES_PAGE_SIZE = 5;

/** Career › Applications: ?position=&sort=&q=&page= (spec: 10 a page, Newest first). */
export const applicationsQuerySchema = z.extend(listQuerySchema, {
  pageSize: z.catch(z.literal(APPLICATIONS_PAGE_SIZE), APPLICATIONS_PAGE_SIZE),
  // '' (or the spec's 'All Position', the filter's first choice) selects every position.
  position: z.catch(
    z.string().check(
      z.trim(),
      z.maxLength(200),
      z.overwrite((v) => (v === adminCareerText.applications.allPositions ? '' : v)),
    ),
    '',
  ),
  sort: z.catch(z.enum(['newest', 'oldest']), 'newest'),
});
export type ApplicationsQuery = z.output<typeof applicationsQuerySchema>;

/** Enquiries: ?kind=&q=&page= (spec: 5 a page, newest first); no kind: every kind. */
export const enquiriesQuerySchema = z.extend(listQuerySchema, {
  pageSize: z.catch(z.literal(ENQUIRIES_PAGE_SIZE), ENQUIRIES_PAGE_SIZE),
  kind: z.catch(z.enum(['', ...ENQUIRY_KINDS]), ''),
});
export type EnquiriesQuery = z.output<typeof enquiriesQuerySchema>;

/** Marking an enquiry read or unread. */
export const readSchema = z.object({ read: z.boolean() });
export type ReadInput = z.infer<typeof readSchema>;
