import { enquirySchema } from '../validation';

const valid = { name: 'Hans', email: 'hans@example.com', service: 'Purchase', message: 'A quote, please.' };

function errors(input: Record<string, unknown>) {
  const result = enquirySchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

it('accepts a complete enquiry, with or without a company, and trims the text', () => {
  expect(enquirySchema.parse({ ...valid, name: '  Hans  ' }).name).toBe('Hans');
  expect(enquirySchema.safeParse({ ...valid, company: 'Rheinfeld GmbH' }).success).toBe(true);
});

it('needs all four fields non-blank after trimming', () => {
  expect(errors({ ...valid, name: '   ' })).toEqual({ name: 'Please enter your name' });
  expect(errors({ ...valid, message: '\n\t ' })).toEqual({ message: 'Please enter your message' });
  expect(errors({ ...valid, service: '' })).toEqual({ service: 'Please select a service' });
  expect(errors({ ...valid, email: '' })).toEqual({ email: 'Please enter a valid email address' });
});

it.each(['Exporting', 'Green Spice Extracts', 'Purchase'])('offers the service %s', (service) => {
  expect(enquirySchema.safeParse({ ...valid, service }).success).toBe(true);
});

it('refuses a service that is not offered', () => {
  expect(errors({ ...valid, service: 'Free samples' })).toEqual({ service: 'Please select a service' });
});

it.each([
  ['a@b.co', true],
  ['first.last@sub.example.org', true],
  ['a@b', false],
  ['a b@c.de', false],
  ['@b.de', false],
  ['ab.de', false],
])('the simple e-mail pattern: %s → %s', (email, ok) => {
  const result = errors({ ...valid, email });
  expect(result).toEqual(ok ? {} : { email: 'Please enter a valid email address' });
});

it('limits lengths so nobody stores a novel', () => {
  expect(errors({ ...valid, message: 'x'.repeat(5001) })).toEqual({
    message: 'Message must be 5000 characters or fewer',
  });
  expect(errors({ ...valid, company: 'x'.repeat(121) })).toEqual({
    company: 'Company must be 120 characters or fewer',
  });
});
