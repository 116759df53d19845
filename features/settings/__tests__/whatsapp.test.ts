import { settingsSchema } from '@/features/settings/adminValidation';
import { parseWhatsAppNumber } from '../whatsapp';

const settings = {
  enquiryEmail: 'enquiries@kinglifellc.com',
  facebookUrl: '',
  instagramUrl: '',
  twitterUrl: '',
  linkedinUrl: '',
};

function saved(whatsappNumber: string) {
  const result = settingsSchema.safeParse({ ...settings, whatsappNumber });
  if (result.success) return result.data.whatsappNumber;
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

it.each([
  ['+971 50 123 4567', '971501234567'],
  ['00971 50 123 4567', '971501234567'],
  ['+971-50-123-4567', '971501234567'],
  ['+971 (50) 123-4567', '971501234567'],
  ['(+971) 50.123.4567', '971501234567'],
  ['+971 (0)50 123 4567', '971501234567'],
  ['+44 (0) 20 7946 0958', '442079460958'],
  ['971501234567', '971501234567'],
  ['  +971\t4 228 4120 ', '97142284120'],
  ['+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', '971501234567'],
  ['+1 415 555 0132', '14155550132'],
])('keeps %j as the digits wa.me takes: %s', (typed, digits) => {
  expect(parseWhatsAppNumber(typed)).toEqual({ digits });
  expect(saved(typed)).toBe(digits);
  // What is stored reads back as itself (the form shows it; saving it again changes nothing).
  expect(saved(digits)).toBe(digits);
});

it('keeps an empty number empty: no link', () => {
  expect(saved('')).toBe('');
  expect(saved('   ')).toBe('');
});

it.each([
  ['050 123 4567', 'whatsappNumber: Please start with the country code, e.g. +971 50 123 4567.'],
  ['(0)50 123 4567', 'whatsappNumber: Please start with the country code, e.g. +971 50 123 4567.'],
  ['+0971 50 123 4567', 'whatsappNumber: Please start with the country code, e.g. +971 50 123 4567.'],
  ['+971 50 CALL NOW', 'whatsappNumber: Please enter digits only, e.g. +971 50 123 4567.'],
  ['+971 50 123 4567 ext. 2', 'whatsappNumber: Please enter digits only, e.g. +971 50 123 4567.'],
  ['971+501234567', 'whatsappNumber: Please enter digits only, e.g. +971 50 123 4567.'],
  ['https://wa.me/971501234567', 'whatsappNumber: Please enter digits only, e.g. +971 50 123 4567.'],
  ['+971 123', 'whatsappNumber: A WhatsApp number has 8 to 15 digits with its country code.'],
  ['+971 50 123 4567 8901', 'whatsappNumber: A WhatsApp number has 8 to 15 digits with its country code.'],
])('refuses %j with a message saying what to type', (typed, message) => {
  expect(saved(typed)).toEqual([message]);
});

it('counts 8 to 15 digits, country code included', () => {
  expect(saved('+1234 5678')).toBe('12345678');
  expect(saved('+1234 567')).toEqual([
    'whatsappNumber: A WhatsApp number has 8 to 15 digits with its country code.',
  ]);
  expect(saved('+123 456 789 012 345')).toBe('123456789012345');
  expect(saved('+123 456 789 012 3456')).toEqual([
    'whatsappNumber: A WhatsApp number has 8 to 15 digits with its country code.',
  ]);
});

it('leaves the stored number as it is when an older client leaves it out', () => {
  const result = settingsSchema.safeParse(settings);
  expect(result.success && 'whatsappNumber' in result.data).toBe(false);
});
