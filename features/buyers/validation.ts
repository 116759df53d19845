/**
 * The buyer's sign-in: the address a link is asked for (the form and its endpoint use this schema,
 * with the messages of the page's language), and the link's token the page's button sends back.
 */
import * as z from 'zod/mini';
import { EMAIL_PATTERN } from '@/lib/validation/patterns';
import { buyerSignInMessages, type BuyerSignInMessages } from './messages';

export function signInLinkSchemaWith(m: BuyerSignInMessages) {
  return z.object({
    email: z
      .string({ error: m.email })
      .check(z.trim(), z.regex(EMAIL_PATTERN, m.email), z.maxLength(254, m.email)),
  });
}

export const signInLinkSchema = signInLinkSchemaWith(buyerSignInMessages);
export type SignInLinkRequest = z.input<typeof signInLinkSchema>;

/** A link's token: 256 bits, base64url (lib/auth/tokens.ts randomToken). */
export const linkTokenSchema = z.object({ token: z.string().check(z.regex(/^[\w-]{43}$/)) });
export type LinkToken = z.input<typeof linkTokenSchema>;
