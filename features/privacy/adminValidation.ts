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
