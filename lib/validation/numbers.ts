/**
 * Numbers in the shared schemas. A JSON body carries numbers as numbers; a form field (and a
 * multipart body) carries them as text, which is read strictly: digits, and for amounts one
 * decimal point, in Latin or Arabic digits. Nothing else becomes a number: not `true` (1), `[8]`
 * (8), ' 5', '1e3' or '0x10', which `Number()` would turn into one. What is not read stays as it came, and the number schema
 * after it refuses it with the field's message.
 */
import * as z from 'zod/mini';
import { latinDigits } from '@/lib/text/digits';

const WHOLE = /^\d{1,16}$/;
const DECIMAL = /^\d{1,16}(\.\d{1,16})?$/;

/** Text of `pattern` as its number; '' and absent as `blank`; anything else unchanged. */
function readText(pattern: RegExp, blank: unknown) {
  return (value: unknown): unknown => {
    if (value === '' || value === undefined || value === null) return blank;
    if (typeof value !== 'string') return value;
    const latin = latinDigits(value);
    return pattern.test(latin) ? Number(latin) : value;
  };
}

/** A whole number, sent as a number or typed as digits. */
export function typedWhole<S extends z.ZodMiniType>(schema: S) {
  return z.pipe(z.transform(readText(WHOLE, undefined)), schema);
}

/** An amount (2, 2.5), sent as a number or typed as digits with at most one decimal point. */
export function typedAmount<S extends z.ZodMiniType>(schema: S) {
  return z.pipe(z.transform(readText(DECIMAL, undefined)), schema);
}

/** A finite number `rule` accepts, with one message for wrong type and wrong value alike. */
export function numberWhere(message: string, rule: (value: number) => boolean) {
  return z
    .number({ error: message })
    .check(z.refine((v) => Number.isFinite(v) && rule(v), { message, abort: true }));
}
