import { describe, expect, it, jest } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { textFor } from '@/content/text';
import type { Locale } from '@/lib/i18n/locales';
import type { FinderQuery } from '@/lib/routing/finder';
import { ProductFinder, type FinderOptions } from '../ProductFinder';
import { quoteAction } from '@/features/enquiries/quoteAction';
import { matchesAllWords } from '@/lib/text/searchText';
import type { ListedCategory, ListedProduct } from '../types';

const product = (id: number, form: string): ListedProduct => ({
  id,
  form,
  applications: ['cosmetics'],
  certifications: [],
  searchText: `product ${id}`,
  card: <a href={`/productPage/ProductDetailedPage/${id}`}>Product {id}</a>,
});

const category = (slug: string, name: string, products: ListedProduct[]): ListedCategory => ({
  slug,
  name,
  label: name,
  title: name,
  blurb: `${name}.`,
  names: products.map((p) => <li key={p.id}>Product {p.id}</li>),
  products,
});

const categories = [
  category('oils', 'Oils', [product(1, 'essential-oil'), product(2, 'powder')]),
  category('powders', 'Powders', [product(3, 'powder')]),
];
const options: FinderOptions = {
  application: [{ slug: 'cosmetics', label: 'Cosmetics' }],
  form: [
    { slug: 'essential-oil', label: 'Essential oil' },
    { slug: 'powder', label: 'Powder' },
  ],
  certification: [],
};

function renderFinder(locale: Locale, query: FinderQuery, live = true) {
  const text = textFor(locale).productsPageText;
  render(
    <ProductFinder
      categories={categories}
      defaultSlug="oils"
      options={options}
      locale={locale}
      text={text}
      quote={quoteAction(locale, textFor(locale).quoteText)}
      query={query}
      onQuery={live ? jest.fn() : undefined}
    />,
  );
  return text;
}

describe('<ProductFinder>: the phone\'s "Filters" button', () => {
  it('says "Filters" while nothing is on, and unfolds the categories and filters it controls', () => {
    renderFinder('en', { q: '' });
    const button = screen.getByRole('button', { name: 'Filters' });
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hasAttribute('data-open')).toBe(false);
    expect(panel.contains(screen.getByRole('navigation', { name: 'Categories' }))).toBe(true);
    expect(panel.contains(screen.getByRole('navigation', { name: 'Filter products' }))).toBe(true);
    // The search box stays outside, before it.
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    expect(panel.contains(search)).toBe(false);
    expect(search.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hasAttribute('data-open')).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hasAttribute('data-open')).toBe(false);
  });

  it('counts the category the URL names and each filter on, not the search words', () => {
    renderFinder('en', { category: 'oils', form: 'powder', q: 'moringa' });
    expect(screen.getAllByRole('button', { name: 'Filters (2)' })).toHaveLength(1);
  });

  it('counts no category that is not one; in Arabic too', () => {
    renderFinder('ar', { category: 'no-such-thing', application: 'cosmetics', q: 'زيت' });
    expect(screen.getAllByRole('button', { name: 'عوامل التصفية (1)' })).toHaveLength(1);
  });

  it('is disabled in the server’s render, until the page is live', () => {
    renderFinder('en', { q: '' }, false);
    expect((screen.getByRole('button', { name: 'Filters' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('<ProductFinder>: the search, whose matching is fetched on intent', () => {
  const cardNames = () =>
    screen
      .queryAllByRole('link')
      .filter((link) => link.getAttribute('href')?.includes('ProductDetailedPage'));

  it('narrows nothing until the matching is here, then narrows by every word; the box asks for it on focus', () => {
    const onSearchIntent = jest.fn();
    const props = {
      categories,
      defaultSlug: 'oils',
      options,
      locale: 'en' as const,
      text: textFor('en').productsPageText,
      quote: quoteAction('en', textFor('en').quoteText),
      query: { q: 'Product 3' },
      onQuery: jest.fn(),
    };
    const { rerender } = render(<ProductFinder {...props} onSearchIntent={onSearchIntent} />);
    expect(cardNames().map((link) => link.textContent)).toEqual(['Product 1', 'Product 2', 'Product 3']);
    fireEvent.focus(screen.getByRole('searchbox', { name: 'Search products' }));
    expect(onSearchIntent).toHaveBeenCalled();

    rerender(<ProductFinder {...props} matchWords={matchesAllWords} />);
    expect(cardNames().map((link) => link.textContent)).toEqual(['Product 3']);
    expect(screen.getByRole('heading', { level: 2, name: 'Matching products' })).toBeTruthy();
  });
});
