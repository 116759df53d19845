import { categoryHref, selectedCategory } from '../category';

const categories = [{ slug: 'herbal-extracts' }, { slug: 'perfume' }];

describe('selectedCategory', () => {
  it('takes a known ?category= slug', () => {
    expect(selectedCategory(new URLSearchParams('category=perfume'), categories, 'herbal-extracts')).toBe(
      'perfume',
    );
  });

  it('falls back to the default for a missing, empty or unknown slug', () => {
    for (const query of ['', 'category=', 'category=nope', 'category=PERFUME']) {
      expect(selectedCategory(new URLSearchParams(query), categories, 'herbal-extracts')).toBe(
        'herbal-extracts',
      );
    }
    expect(selectedCategory(null, categories, 'herbal-extracts')).toBe('herbal-extracts');
  });
});

describe('categoryHref', () => {
  it('sets the category and keeps other parameters', () => {
    expect(categoryHref(new URLSearchParams('utm_source=x&category=a'), 'perfume')).toBe(
      '?utm_source=x&category=perfume',
    );
    expect(categoryHref(null, 'frozen-fruits-vegetables')).toBe('?category=frozen-fruits-vegetables');
  });
});
