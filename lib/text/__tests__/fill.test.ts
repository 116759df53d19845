import { fill } from '../fill';

it('fills every token from the values', () => {
  expect(fill('{years} years, since {year}; {years}+', { years: 7, year: '2019' })).toBe(
    '7 years, since 2019; 7+',
  );
});

it('leaves tokens without a string or number value as they are', () => {
  expect(fill('Write to {email} or {phone}', { email: 'info@example.com', phone: { nested: true } })).toBe(
    'Write to info@example.com or {phone}',
  );
});

it('can hand a token on to another template language', () => {
  expect(fill('Go to slide {index}', { index: '{{index}}' })).toBe('Go to slide {{index}}');
});
