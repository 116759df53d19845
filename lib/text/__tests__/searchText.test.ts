import { foldForSearch, matchesAllWords } from '../searchText';

describe('foldForSearch', () => {
  it('drops Arabic tashkeel and tatweel and unifies the alef forms, ى and ة', () => {
    expect(foldForSearch('الفَانِيلْيَا')).toBe(foldForSearch('الفانيليا'));
    expect(foldForSearch('أإآٱ')).toBe('اااا');
    expect(foldForSearch('مصطفى')).toBe('مصطفي');
    expect(foldForSearch('زبدة')).toBe('زبده');
    expect(foldForSearch('عـــود')).toBe('عود');
  });

  it('drops the superscript alef, and the hamza on و and ي too (often left out)', () => {
    expect(foldForSearch('هٰذا')).toBe('هذا');
    expect(foldForSearch('الْكُرْكُمُ')).toBe('الكركم');
    expect(foldForSearch('مسؤول')).toBe('مسوول');
    expect(foldForSearch('هيئة')).toBe('هييه');
  });

  it('unfolds presentation forms, turns Arabic-Indic digits to Latin and folds Persian letters', () => {
    expect(foldForSearch('\ufefb')).toBe('لا'); // the lam-alef ligature
    expect(foldForSearch('٢٠٢٤ ۱۸')).toBe('2024 18');
    expect(foldForSearch('کیک')).toBe('كيك');
  });

  it('lower-cases and drops Latin accents', () => {
    expect(foldForSearch('Crème BRÛLÉE')).toBe('creme brulee');
    expect(foldForSearch('ﬁne')).toBe('fine');
  });
});

describe('matchesAllWords', () => {
  const lavender = foldForSearch('Lavender Steam-distilled Lavandula angustifolia Bulgaria');
  it('needs every word, each anywhere, in any case', () => {
    expect(matchesAllWords(lavender, 'LAVAND bulg')).toBe(true);
    expect(matchesAllWords(lavender, 'lavender india')).toBe(false);
  });
  it('matches everything for an empty query', () => {
    expect(matchesAllWords(lavender, '   ')).toBe(true);
  });
});
