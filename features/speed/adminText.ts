/** The admin's Site speed screen: how fast the public pages are for the people who visit them. */
import type { ItemPage, PublicPage } from '@/lib/routing/routes';
import type { Vital } from './vitals';

export const adminSpeedText = {
  heading: 'Site speed',
  intro:
    'How fast the public pages load and answer on the phones and computers of the people who visit them, as their browsers measured it. The figure shown is the 75th percentile: three visits in four were at least this fast. Green meets Google’s “good” mark.',
  filtersLabel: 'Site speed filters',
  period: 'Period',
  periods: { 7: 'Last 7 days', 28: 'Last 28 days', 90: 'Last 90 days' } as Record<number, string>,
  language: 'Language',
  allLanguages: 'Both languages',
  languages: { en: 'English', ar: 'Arabic' },
  device: 'Device',
  allDevices: 'Phones and computers',
  devices: { phone: 'Phones', desktop: 'Computers' },
  visits: (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'visit' : 'visits'} measured`,
  empty:
    'No visits measured in this period yet. Visitors’ browsers report a few seconds after they leave a page.',
  chartHeading: 'Largest paint and response per day',
  chartLabel: (days: number) =>
    `Line chart of the whole site’s 75th percentile of largest contentful paint and of interaction to next paint, each day of the last ${days} days. The same numbers are in the table below it.`,
  tableToggle: 'Show the numbers per day',
  dailyLabel: 'The site’s 75th percentile per day',
  day: 'Day',
  /** A line's legend while no day is hovered: its latest day's figure ('Latest: 1.83 s'). */
  legendLatest: (value: string) => `Latest: ${value}`,
  noData: 'No visits',
  /** A vital no visit measured (no one tapped or typed: no response to input). */
  notMeasured: 'Not measured',
  pagesHeading: 'Pages, slowest first',
  pagesLabel: '75th percentile of each page',
  /** Under a group's name (every product's page): the link that opens it, page by page. */
  openGroup: (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'page' : 'pages'}: see each`,
  /** An opened group's heading and table. */
  groupHeading: {
    product: 'Product pages, slowest first',
    blogPost: 'Blog posts, slowest first',
    newsItem: 'News articles, slowest first',
  } satisfies Record<ItemPage, string>,
  groupLabel: {
    product: '75th percentile of each product’s page',
    blogPost: '75th percentile of each blog post',
    newsItem: '75th percentile of each news article',
  } satisfies Record<ItemPage, string>,
  backToPages: 'All pages',
  groupEmpty: 'No visits to these pages measured in this period with these filters.',
  /** Visits of the group not told apart by page: before pages were, or of a page not published. */
  otherItems: 'Not told apart by page',
  otherItemsHint: 'Visits measured before each page was counted on its own, or of a page not published.',
  /** An item deleted since its visits were measured. */
  removedItem: (id: number) => `Deleted (number ${id})`,
  pageColumn: 'Page',
  visitsColumn: 'Visits',
  vitals: {
    LCP: 'Largest paint',
    INP: 'Response to input',
    CLS: 'Layout shift',
    FCP: 'First paint',
    TTFB: 'First byte',
  } satisfies Record<Vital, string>,
  vitalHints: {
    LCP: 'When the main text or picture appeared (good: 2.5 s or less).',
    INP: 'How long the page took to answer a tap or a key (good: 200 ms or less).',
    CLS: 'How much the page moved while loading (good: 0.1 or less).',
    FCP: 'When anything first appeared (good: 1.8 s or less).',
    TTFB: 'When the first byte of the page arrived (good: 0.8 s or less).',
  } satisfies Record<Vital, string>,
  ratings: { good: 'Good', improve: 'Needs improvement', poor: 'Poor' },
  pages: {
    home: 'Home',
    about: 'About Us',
    products: 'Products',
    product: 'A product',
    services: 'Services',
    blog: 'Blog',
    blogPost: 'A blog post',
    news: 'News',
    newsItem: 'A news article',
    events: 'Events',
    careers: 'Careers',
    apply: 'Job application',
    contact: 'Contact',
    quote: 'Quote request',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    account: 'My requests (a buyer’s page)',
    accountSignIn: 'My requests: sign-in',
    accountDelete: 'My requests: deleting my data',
  } satisfies Record<PublicPage, string>,
} as const;
