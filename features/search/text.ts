/** Every string of the site search in the navigation (features/search/site). */
import type { CountForms } from '@/lib/text/plural';

export const searchText = {
  /** The navigation's search button (also opened with the / key). */
  open: 'Search',
  dialog: 'Search the site',
  label: 'Search products, blog posts, news and events',
  placeholder: 'Search products, articles, news, events…',
  close: 'Close search',
  results: 'Results',
  loading: 'Loading the search…',
  failed: 'The search could not be loaded. Check your connection and try again.',
  /** '{query}' is what the visitor typed. */
  noResults: 'No results for “{query}”. Try another word, or browse the products.',
  resultCount: { one: '1 result', other: '{n} results' } as CountForms,
  keys: '↑ ↓ to choose · Enter to open · Esc to close',
} as const;
