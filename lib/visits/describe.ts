/**
 * How the admin names where a submission's visit came from (./source.ts): one line on the request
 * and application views, the same figures as columns in their CSV exports.
 */
import type { CsvColumn } from '../export/csv';
import { UTM_FIELDS, type UtmField, type VisitSource } from './source';

/** How the Dashboard's counts name a visit without campaign tags or a referring site. */
export const DIRECT = '(direct)';

export const sourceText = {
  label: 'Source',
  /** A submission from before sources were kept, or from a page whose script did not run. */
  unknown: 'Not recorded',
  /** No campaign tags and no referring site: typed in, a bookmark, an app. */
  direct: 'Direct',
  from: (host: string) => `from ${host}`,
  via: (host: string) => `via ${host}`,
  adClick: 'ad click',
  landed: (path: string) => `landed on ${path}`,
  term: (value: string) => `term “${value}”`,
  content: (value: string) => `content “${value}”`,
  csv: {
    source: 'Source',
    medium: 'Medium',
    campaign: 'Campaign',
    term: 'Term',
    content: 'Content',
    clickId: 'Ad click',
    referrer: 'Referring site',
    landing: 'Landing page',
  } satisfies Record<UtmField | 'clickId' | 'referrer' | 'landing', string>,
  yes: 'Yes',
} as const;

/** 'newsletter / email / nov-promo, landed on /productPage/ProductDetailedPage/4'. */
export function describeSource(source: VisitSource | null): string {
  if (!source) return sourceText.unknown;
  const t = sourceText;
  const { utm, referrer } = source;
  const campaign = [utm.source, utm.medium, utm.campaign].filter(Boolean).join(' / ');
  const origin = campaign
    ? `${campaign}${referrer ? ` ${t.via(referrer)}` : ''}`
    : referrer
      ? t.from(referrer)
      : t.direct;
  const details = [
    source.clickId ? t.adClick : '',
    utm.term ? t.term(utm.term) : '',
    utm.content ? t.content(utm.content) : '',
  ].filter(Boolean);
  return [origin + (details.length ? ` (${details.join(', ')})` : ''), t.landed(source.landing)].join(', ');
}

/** The source's columns of a CSV export, each tag in its own, read from a row by `of`. */
export function sourceCsvColumns<Row>(of: (row: Row) => VisitSource | null): CsvColumn<Row>[] {
  const c = sourceText.csv;
  return [
    ...UTM_FIELDS.map((field) => ({ header: c[field], value: (row: Row) => of(row)?.utm[field] ?? '' })),
    { header: c.clickId, value: (row) => (of(row)?.clickId ? sourceText.yes : '') },
    { header: c.referrer, value: (row) => of(row)?.referrer ?? '' },
    { header: c.landing, value: (row) => of(row)?.landing ?? '' },
  ];
}
