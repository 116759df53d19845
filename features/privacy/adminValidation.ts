/** What the Personal data screen sends: the address it searches, exports or erases. */
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@/lib/validation/patterns';
import { privacyText } from './adminText';

const address = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, privacyText.emailRequired),
    z.maxLength(254, privacyText.emailInvalid),
    z.regex(EMAIL_PATTERN, privacyText.emailInvalid),
  );

export const personalDataLookupSchema = z.object({ email: address });
export type PersonalDataLookup = z.infer<typeof personalDataLookupSchema>;

/** An erasure names the address twice: searched, then typed again to confirm. */
export const erasureSchema = z.object({ email: address, confirm: z.string() }).check(
  z.refine((input) => input.confirm.trim().toLowerCase() === input.email.toLowerCase(), {
    message: privacyText.confirmMismatch,
    path: ['confirm'],
  }),
);
export type ErasureInput = z.infer<typeof erasureSchema>;

/** The months an Owner may choose: long enough for the books and warranty claims, short enough to mean something. */
export const RETENTION_LIMITS = {
  requestRetentionMonths: { min: 12, max: 120 },
  applicationRetentionMonths: { min: 6, max: 120 },
} as const;

function months(limits: { min: number; max: number }) {
  const message = privacyText.retention.between(limits.min, limits.max);
  return z
    .number({ error: message })
    .check(z.int(message), z.gte(limits.min, message), z.lte(limits.max, message));
}

export const retentionSchema = z.object({
  requestRetentionMonths: months(RETENTION_LIMITS.requestRetentionMonths),
  applicationRetentionMonths: months(RETENTION_LIMITS.applicationRetentionMonths),
});
export type RetentionInput = z.infer<typeof retentionSchema>;
