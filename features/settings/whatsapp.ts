/** The WhatsApp number of General settings: what staff type, as wa.me takes it. */
import { latinDigits } from '@/lib/text/digits';

export const WHATSAPP_MIN_DIGITS = 8;
/** E.164's longest number, country code included. */
export const WHATSAPP_MAX_DIGITS = 15;

export type WhatsAppProblem = 'characters' | 'countryCode' | 'length';

/** What people write between a phone number's digits. */
const SEPARATORS = /[\s\-.()/]/g;

/**
 * '+971 50 123 4567', '00971-50-123-4567', '+971 (0)50 123 4567', '971501234567' (Arabic-Indic
 * digits too) → '971501234567': the country code and number in digits, without '+' or '00' (E.164
 * without its '+', the form wa.me links take). '' (no number) stays ''. A number starting with 0
 * has no country code: wa.me would read its first digits as one and reach someone else.
 */
export function parseWhatsAppNumber(typed: string): { digits: string } | { problem: WhatsAppProblem } {
  const text = latinDigits(typed).trim();
  if (text === '') return { digits: '' };
  // The trunk 0 written in brackets after the country code ('+44 (0)20…') is not dialled from abroad.
  const compact = text.replace(/(?<=\d)\s*\(0\)/g, '').replace(SEPARATORS, '');
  const match = /^(?:\+|00)?(\d+)$/.exec(compact);
  if (!match) return { problem: 'characters' };
  const digits = match[1];
  if (digits.startsWith('0')) return { problem: 'countryCode' };
  if (digits.length < WHATSAPP_MIN_DIGITS || digits.length > WHATSAPP_MAX_DIGITS)
    return { problem: 'length' };
  return { digits };
}
