import { toBlocks } from '../blocks';
import { formatDate, localIsoDate } from '../dates';
import { parseId } from '../../validation/ids';

describe('toBlocks', () => {
  it('splits paragraphs on blank lines and reads "## " headings and "- " lists', () => {
    expect(toBlocks('Intro line\ncontinues\n\n## Heading\n\nResponsibilities:\n- one\n- two')).toEqual([
      { kind: 'paragraph', text: 'Intro line continues' },
      { kind: 'heading', text: 'Heading' },
      { kind: 'paragraph', text: 'Responsibilities:' },
      { kind: 'list', items: ['one', 'two'] },
    ]);
  });

  it('groups consecutive list items of a paragraph array into one list', () => {
    expect(toBlocks(['First.', '- a', '- b', 'Last.'])).toEqual([
      { kind: 'paragraph', text: 'First.' },
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'Last.' },
    ]);
  });

  it('keeps markup as text', () => {
    expect(toBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });
});

describe('formatDate', () => {
  it('writes dates the way the spec shows them', () => {
    expect(formatDate('2024-03-24')).toBe('March 24, 2024');
  });
});

describe('localIsoDate', () => {
  it("gives the reader's own calendar day, not the UTC one", () => {
    // 23:30 local on 5 January is still the 5th here, whatever UTC says.
    expect(localIsoDate(new Date(2025, 0, 5, 23, 30))).toBe('2025-01-05');
    expect(localIsoDate(new Date(2025, 11, 31, 0, 5))).toBe('2025-12-31');
  });
});

describe('parseId', () => {
  it('accepts whole positive numbers only', () => {
    expect(parseId('3')).toBe(3);
    expect(parseId('19')).toBe(19);
    for (const bad of ['abc', '1.5', '-2', '0', '', '3abc', '99999999999']) expect(parseId(bad)).toBeNull();
  });
});
