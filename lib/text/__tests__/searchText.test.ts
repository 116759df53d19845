import { foldForSearch, matchesAllWords } from '../searchText';

describe('foldForSearch', () => {
  it('drops Arabic tashkeel and tatweel and unifies the alef forms, ى and ة', () => {
    expect(foldForSearch('الفَانِيلْيَا')).toBe(foldForSearch('الفانيليا'));
    expect(foldForSearch('أإآٱ')).toBe('اااا');
    expect(foldForSearch('مصطفى')).toBe('مصطفي');
    expect(foldForSearch('زبدة')).toBe('زبده');
    expect(foldForSearch('عـــود')).toBe('عود');
  });

  it('lower-cases and drops Latin accents', () => {
    expect(foldForSearch('Crème BRÛLÉE')).toBe('creme brulee');
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
