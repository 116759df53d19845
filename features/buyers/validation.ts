/**
 * The buyer's sign-in: the address a link is asked for (the form and its endpoint use this schema,
 * with the messages of the page's language), and the link's token the page's button sends back.
 */
import * as z from 'zod/mini';
import { idNumber } from '@/lib/validation/ids';
import { multiline } from '@/lib/validation/fields';
import { EMAIL_PATTERN } from '@/lib/validation/patterns';
import { buyerSignInMessages, type BuyerSignInMessages } from './messages';

export function signInLinkSchemaWith(m: BuyerSignInMessages) {
  return z.object({
    email: z
      .string({ error: m.email })
      .check(z.trim(), z.regex(EMAIL_PATTERN, m.email), z.maxLength(254, m.email)),
  });
}

/** A buyer's message on one of their requests (the buyer's page and its endpoint). */
export function buyerMessageSchemaWith(m: BuyerSignInMessages) {
  return z.object({
    message: multiline(
      z
        .string({ error: m.message })
        .check(z.trim(), z.minLength(1, m.message), z.maxLength(2000, m.messageTooLong)),
    ),
  });
}
export type BuyerMessage = z.input<ReturnType<typeof buyerMessageSchemaWith>>;

/** A saved list of products: its name and the products' ids, in order. */
export function buyerListSchemaWith(m: BuyerSignInMessages) {
  return z.object({
    name: z
      .string({ error: m.listName })
      .check(z.trim(), z.minLength(1, m.listName), z.maxLength(80, m.listNameTooLong)),
    productIds: z
      .array(idNumber(m.listProducts), { error: m.listProducts })
      .check(z.minLength(1, m.listProducts), z.maxLength(50, m.listTooLong)),
  });
}
export type BuyerListInput = z.input<ReturnType<typeof buyerListSchemaWith>>;

export const signInLinkSchema = signInLinkSchemaWith(buyerSignInMessages);
export type SignInLinkRequest = z.input<typeof signInLinkSchema>;

/**
 * A link's token as the page read it from the link (256 bits, base64url: lib/auth/tokens.ts
 * randomToken). One that is not a token matches no link: the answer is the same as for a used one.
 */
export const linkTokenSchema = z.object({ token: z.string().check(z.maxLength(128)) });
export type LinkToken = z.input<typeof linkTokenSchema>;
