/**
 * @jest-environment node
 *
 * A number typed on an Arabic keyboard is the same number: Arabic-Indic and Eastern Arabic-Indic
 * digits and the Arabic decimal separator read as 0–9 and a point, in every field built on the
 * shared number readers; anything else is still not a number.
 */
import * as z from 'zod/mini';
import { latinDigits } from '@/lib/text/digits';
import { typedAmount, typedWhole } from '../numbers';

const amount = typedAmount(z.number());
const whole = typedWhole(z.number());

it('reads Arabic-Indic and Eastern Arabic-Indic digits as 0-9', () => {
  expect(latinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  expect(latinDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  expect(latinDigits('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧')).toBe('+971 50 123 4567');
  expect(latinDigits('١٢٫٥')).toBe('12.5');
});

it('takes a quantity or a count typed in either digits', () => {
  expect(amount.parse('٥٠٠')).toBe(500);
  expect(amount.parse('۱۲٫۵')).toBe(12.5);
  expect(amount.parse('12.5')).toBe(12.5);
  expect(whole.parse('٢٤')).toBe(24);
});

it('still refuses what is not a number written plainly', () => {
  for (const typed of ['５', ' ٥', '٥e3', '0x10', '1,5', '٥٫٥٫٥', 'خمسة'])
    expect(amount.safeParse(typed).success).toBe(false);
  expect(whole.safeParse('٢٫٥').success).toBe(false);
});
