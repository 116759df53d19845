/**
 * proxy.ts's matcher decides which requests it sees. app/[locale] takes the first segment of any
 * path that reaches it for a language, so a page path the proxy skips would be rendered (and
 * stored) under a made-up language; a real file it took would be rewritten away. Checked against
 * every page and the real files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { tryToParsePath } from 'next/dist/lib/try-to-parse-path';
import { config } from '@/proxy';
import { LOCALES } from '@/lib/i18n/locales';
import {
  ICON_SIZES,
  iconPath,
  LOGO_PATH,
  OG_PAGE_TYPES,
  ogImagePath,
  type OgPageType,
} from '@/lib/seo/ogImages';
import { endpoints } from '@/lib/api/contract';
import { API_BASE, inLocale, MISSING_ID, routes, STATIC_PUBLIC_PAGES } from '../routes';

// As Next compiles a matcher (next/dist/build/analysis/get-page-static-info.ts).
const matchers = config.matcher.map((source) => new RegExp(tryToParsePath(source).regexStr!));
const seenByProxy = (pathname: string) => matchers.some((matcher) => matcher.test(pathname));

/** A path of every page (item pages with an id, and with the id of their 404 answer). */
const englishPages = [
  ...STATIC_PUBLIC_PAGES,
  routes.apply(),
  routes.product(3),
  routes.blogPost(3),
  routes.newsItem(3),
  routes.product(MISSING_ID),
  routes.product(5).replace(/5$/, '5.png'),
];
const pagePaths = LOCALES.flatMap((locale) => englishPages.map((page) => inLocale(page, locale)));

/** The folders the proxy skips and what stands first in them. */
const SKIPPED = ['api', '_next', 'media', 'artwork', 'og', 'icons'];

function filesIn(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesIn(full) : [full];
  });
}

it('sees every page, in both languages', () => {
  for (const page of pagePaths.map((p) => p.split('?')[0]))
    expect([page, seenByProxy(page)]).toEqual([page, true]);
});

it('sees a page path behind any folder it skips, so that it is never taken for a language', () => {
  for (const folder of SKIPPED)
    for (const page of englishPages) {
      const pathname = page === '/' ? `/${folder}` : `/${folder}${page}`;
      expect([pathname, seenByProxy(pathname)]).toEqual([pathname, true]);
    }
});

it('sees top-level names with a dot, which are no files of ours', () => {
  for (const name of [
    '/package.json',
    '/x.js',
    '/y.css',
    '/z.png',
    '/about.json',
    '/evil.svg',
    '/.env',
    '/ar/x.png',
  ])
    expect([name, seenByProxy(name)]).toEqual([name, true]);
});

it('skips the real files, the API, uploaded media and Next’s own files', () => {
  const publicDir = path.join(process.cwd(), 'public');
  const committed = filesIn(path.join(publicDir, 'artwork')).map(
    (file) => `/${path.relative(publicDir, file)}`,
  );
  const generated = [
    '/favicon.ico',
    LOGO_PATH,
    ...(Object.keys(OG_PAGE_TYPES) as OgPageType[]).map(ogImagePath),
    ...ICON_SIZES.map(iconPath),
  ];
  const routeFiles = ['/icon.svg', '/robots.txt', routes.sitemap, '/manifest.webmanifest'];
  const others = [
    `${API_BASE}/${endpoints.enquiries.path}`,
    `${API_BASE}/${endpoints.product(3).path}`,
    routes.media('public/abc.webp'),
    '/_next/static/chunks/main.js',
    '/_next/image',
  ];
  expect(committed.length).toBeGreaterThan(10);
  for (const file of [...committed, ...generated, ...routeFiles, ...others])
    expect([file, seenByProxy(file)]).toEqual([file, false]);
});
