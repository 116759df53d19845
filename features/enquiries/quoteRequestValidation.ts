/**
 * The quote and sample request form's one schema: the form's resolver and POST
 * /api/v1/quote-requests use it. A quote asks a price for quantities (kg, L, MT) delivered on an
 * incoterm; a sample request asks small amounts (g, mL) sent to an address.
 */
import * as z from 'zod/mini';
import { multiline } from '@/lib/validation/fields';
import { quoteMessages, type QuoteMessages } from './messages';
import { isCountryCode } from '@/lib/i18n/countryCodes';
import type { RequestKind } from './kinds';
import { requiredText } from '@/lib/validation/fields';
import { idNumber } from '@/lib/validation/ids';
import { latinDigits } from '@/lib/text/digits';
import { numberWhere, typedAmount } from '@/lib/validation/numbers';
import { EMAIL_PATTERN, HONEYPOT_FIELD } from '@/lib/validation/patterns';
import { QUANTITY_UNITS } from '@/features/products/units';

/** The Incoterms 2020 rules buyers of bulk ingredients use most. */
export const INCOTERMS = ['EXW', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP'] as const;
export type Incoterm = (typeof INCOTERMS)[number];

export const SAMPLE_UNITS = ['g', 'mL'] as const;
/** The units each kind of request counts in. */
export const REQUEST_UNITS: Record<RequestKind, readonly string[]> = {
  quote: QUANTITY_UNITS,
  sample: SAMPLE_UNITS,
};
export const MAX_REQUEST_LINES = 20;
const MAX_QUANTITY = 1_000_000;
/** Grams or millilitres: more than a sample is an order. */
const MAX_SAMPLE = 1000;

/** A target delivery month (YYYY-MM), or '' for "flexible". */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** YYYY-MM of `date` in UTC. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/**
 * The earliest target month accepted: the current one, counted a day back so that a buyer whose
 * day is behind UTC's can still choose the month they are in.
 */
export function earliestMonth(now = new Date()): string {
  return monthOf(new Date(now.getTime() - 24 * 60 * 60_000));
}

/** '+971 4 228 4120', '(04) 228-4120': 7 to 20 digits with the usual separators. */
function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 20;
}

const optionalText = (max: number, message: string) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, message)), '');

/** The schema with the messages of the buyer's language: one shape per kind of request. */
export function quoteRequestSchemaWith(m: QuoteMessages) {
  const line = (units: readonly string[], max: number, tooLarge: string) =>
    z.object({
      productId: idNumber(m.product),
      quantity: typedAmount(numberWhere(m.quantity, (v) => v > 0).check(z.lte(max, tooLarge))),
      unit: z.string({ error: m.unit }).check(z.refine((v) => units.includes(v), m.unit)),
      packaging: optionalText(120, m.packaging),
    });
  const lines = (units: readonly string[], max: number, tooLarge: string) =>
    z
      .array(line(units, max, tooLarge))
      .check(z.minLength(1, m.noLines), z.maxLength(MAX_REQUEST_LINES, m.tooManyLines));
  const buyer = {
    company: requiredText(m.company).check(z.maxLength(120, m.companyTooLong)),
    name: requiredText(m.name).check(z.maxLength(100, m.nameTooLong)),
    email: z.string().check(z.trim(), z.regex(EMAIL_PATTERN, m.email), z.maxLength(254, m.email)),
    phone: z._default(
      z.string().check(
        z.trim(),
        z.overwrite(latinDigits),
        z.refine((v) => v === '' || isPhone(v), m.phone),
      ),
      '',
    ),
    country: z.string({ error: m.country }).check(z.refine(isCountryCode, m.country)),
    message: multiline(optionalText(5000, m.messageTooLong)),
  };
  return z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('quote'),
      lines: lines(REQUEST_UNITS.quote, MAX_QUANTITY, m.quantityTooLarge),
      ...buyer,
      incoterm: z.enum(INCOTERMS, { error: m.incoterm }),
      /** '' when flexible. */
      deliveryMonth: z._default(
        z
          .string()
          .check(z.refine((v) => v === '' || (MONTH_PATTERN.test(v) && v >= earliestMonth()), m.month)),
        '',
      ),
    }),
    z.object({
      kind: z.literal('sample'),
      lines: lines(REQUEST_UNITS.sample, MAX_SAMPLE, m.sampleTooLarge),
      ...buyer,
      shippingAddress: multiline(requiredText(m.address).check(z.maxLength(500, m.addressTooLong))),
    }),
  ]);
}

export const quoteRequestSchema = quoteRequestSchemaWith(quoteMessages);

export type QuoteRequestInput = z.input<typeof quoteRequestSchema>;
export type QuoteRequest = z.output<typeof quoteRequestSchema>;
export type QuoteRequestLine = QuoteRequest['lines'][number];

/** What the form sends: the request and the hidden honeypot field. */
export type QuoteRequestBody = QuoteRequestInput & { [HONEYPOT_FIELD]?: string };
