/**
 * Text with its Arabic-Indic (٠–٩) and Eastern Arabic-Indic (۰–۹) digits as 0–9 and the Arabic
 * decimal separator (٫) as a point: how a buyer on an Arabic keyboard types a number or a phone.
 * In both blocks a digit's value is the low four bits of its code point (U+0663 → 3).
 */
export function latinDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(/\u066B/g, '.');
}
