import { excerpt, highlight, indexTerms, plainText, queryTerm, words } from '../siteSearch';

describe('terms', () => {
  it('cuts words at anything but letters, their marks and digits', () => {
    expect(words('CO2-extract, الفَانِيلْيَا (Vanilla)!')).toEqual(['CO2', 'extract', 'الفَانِيلْيَا', 'Vanilla']);
  });

  it('indexes a word without its article, and also without a joined و', () => {
    expect(indexTerms('الفانيليا')).toEqual(['فانيليا']);
    expect(indexTerms('والكركم')).toEqual(['كركم']);
    expect(indexTerms('وكركم')).toEqual(['وكركم', 'كركم']);
    expect(indexTerms('وبالتوابل')).toEqual(['وبالتوابل', 'توابل']);
    expect(indexTerms('للتصدير')).toEqual(['تصدير']);
    expect(indexTerms('ألف')).toEqual(['ف']);
    // Too short to be و + a word.
    expect(indexTerms('ورق')).toEqual(['ورق']);
    expect(indexTerms('Vanilla')).toEqual(['vanilla']);
  });

  it('looks a query word up as the index has it, and an article alone not at all', () => {
    expect(queryTerm('الفَانِيلْيَا')).toBe('فانيليا');
    expect(queryTerm('الف')).toBe('ف');
    expect(queryTerm('وكركم')).toBe('وكركم');
    expect(queryTerm('ال')).toBeNull();
    expect(queryTerm('وال')).toBeNull();
    expect(queryTerm('َ')).toBeNull();
  });
});

describe('highlight', () => {
  it('marks the words among the matched terms, however they are written', () => {
    const terms = new Set(['فانيليا', 'vanilla']);
    expect(highlight('الفَانِيلْيَا (Vanilla) من مدغشقر', terms)).toEqual([
      { text: 'الفَانِيلْيَا', mark: true },
      { text: ' (', mark: false },
      { text: 'Vanilla', mark: true },
      { text: ') من مدغشقر', mark: false },
    ]);
    expect(highlight('Lavender oil', terms)).toEqual([{ text: 'Lavender oil', mark: false }]);
  });
});

describe('excerpt', () => {
  const text =
    'Our spice powders are milled from whole spices bought at the main Indian growing and trading centres: turmeric (Curcuma longa) from Erode and Sangli, red chilli from Guntur, coriander from Rajasthan.';

  it('quotes the text around the first match, cut at spaces, with ellipses where it goes on', () => {
    const quoted = excerpt(text, new Set(['turmeric']), 20, 30);
    expect(quoted).toBe('…trading centres: turmeric (Curcuma longa) from Erode…');
    expect(excerpt(text, new Set(['our']), 20, 400)).toBe(text);
    expect(excerpt(text, new Set(['saffron']))).toBeNull();
  });
});

describe('plainText', () => {
  it('keeps the words of Markdown and the site’s paragraph text, not their marks', () => {
    expect(
      plainText(
        '## Cold chain\n\nKeep it **at −18 °C**, see [the guide](/blogPage).\n\n- one\n- two\n1. three',
      ),
    ).toBe('Cold chain Keep it at −18 °C, see the guide. one two three');
    expect(plainText('![A jar](/a.svg) <b>bold</b> `code`')).toBe('A jar bold code');
  });
});
