import { describe, expect, it } from '@jest/globals';
import { truncate } from '../truncate';

describe('truncate', () => {
  it('keeps texts that fit', () => {
    expect(truncate('Short title', 20)).toBe('Short title');
    expect(truncate('x'.repeat(20), 20)).toBe('x'.repeat(20));
  });

  it('cuts to the limit and adds an ellipsis', () => {
    expect(truncate('Kinglife LLC Unveils New Essential Oil Collection', 20)).toBe('Kinglife LLC Unveils…');
    expect(truncate('a'.repeat(70), 66)).toBe(`${'a'.repeat(66)}…`);
    expect(truncate('b'.repeat(60), 52)).toBe(`${'b'.repeat(52)}…`);
    expect(truncate('Kinglife LLC Unveils New Essential Oil Collection', 18)).toBe('Kinglife LLC Unvei…');
  });

  it('does not leave a space before the ellipsis', () => {
    expect(truncate('Kinglife LLC Meets Buyers', 13)).toBe('Kinglife LLC…');
  });
});
