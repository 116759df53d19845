import { filterKey, finderHref, finderQuery, isFiltering, queryOfKey, toggled } from '../finder';

const known = {
  category: new Set(['herbal-extracts']),
  application: new Set(['cosmetics', 'animal-feed']),
  form: new Set(['powder']),
  certification: new Set(['halal']),
};

describe('the finder in the URL', () => {
  it('reads and writes its parameters in one order, so one choice has one address', () => {
    const query = finderQuery(new URLSearchParams('q=vanilla&form=powder&category=herbal-extracts'));
    expect(query).toEqual({ category: 'herbal-extracts', form: 'powder', q: 'vanilla' });
    expect(finderHref(query)).toBe('?category=herbal-extracts&form=powder&q=vanilla');
    expect(isFiltering(query)).toBe(true);
    expect(isFiltering(finderQuery(new URLSearchParams('category=herbal-extracts')))).toBe(false);
  });

  it('a filter link toggles its option', () => {
    const query = finderQuery(new URLSearchParams('form=powder'));
    expect(finderHref(toggled(query, 'form', 'powder'))).toBe('?');
    expect(finderHref(toggled(query, 'application', 'cosmetics'))).toBe('?application=cosmetics&form=powder');
  });

  it('keys a server-rendered filter page only for known options', () => {
    const key = filterKey(new URLSearchParams('form=powder&application=animal-feed&q=x'), known);
    expect(key).toBe('application.animal-feed~form.powder');
    expect(queryOfKey(key!)).toEqual({ application: 'animal-feed', form: 'powder', q: '' });
    expect(filterKey(new URLSearchParams('form=liquid'), known)).toBeNull();
    expect(filterKey(new URLSearchParams('category=herbal-extracts'), known)).toBeNull();
    expect(filterKey(new URLSearchParams('form=powder&category=nope'), known)).toBeNull();
    expect(queryOfKey('size.large')).toBeNull();
    expect(queryOfKey('form.Powder!')).toBeNull();
  });
});
