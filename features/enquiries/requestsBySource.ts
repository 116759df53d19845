import 'server-only';
import { now as clockNow } from '@/lib/time/clock';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { enquiries } from '@/lib/db/schema';
import type { RequestsBySourceDto, SourceRowDto } from './dto';
import { ENQUIRY_KINDS, type EnquiryKind } from './kinds';
import { DIRECT } from '@/lib/visits/describe';

export const SOURCE_DAYS = 90;
const TOP_SOURCES = 10;

type Counted = { source: string | null; medium: string | null; total: number } & Record<EnquiryKind, number>;

/**
 * Every kind of request of the last 90 days by where its visit came from (lib/visits/source.ts):
 * its campaign's source and medium (in lower case, so "Newsletter" and "newsletter" add up), else
 * the referring site (medium "referral"), else "(direct)"; the ten most frequent, then the rest as
 * one row, then those sent without a source (before sources were kept, or without the page's script).
 */
export async function requestsBySource(now = clockNow()): Promise<RequestsBySourceDto> {
  const at = now.toISOString();
  const source = sql`${enquiries.source}`;
  const { rows } = await getDb().execute<Counted>(sql`
    SELECT
      CASE WHEN ${source} IS NULL THEN NULL
        ELSE lower(coalesce(${source}->'utm'->>'source', ${source}->>'referrer', ${DIRECT})) END AS source,
      CASE WHEN ${source} IS NULL THEN NULL
        ELSE lower(coalesce(${source}->'utm'->>'medium',
          CASE WHEN ${source}->'utm'->>'source' IS NULL AND ${source}->>'referrer' IS NOT NULL THEN 'referral' END,
          '(none)')) END AS medium,
      ${sql.join(
        ENQUIRY_KINDS.map(
          (kind) => sql`count(*) FILTER (WHERE ${enquiries.kind} = ${kind})::int AS ${sql.identifier(kind)}`,
        ),
        sql`, `,
      )},
      count(*)::int AS total
    FROM ${enquiries}
    WHERE ${enquiries.createdAt} > ${at}::timestamptz - make_interval(days => ${SOURCE_DAYS})
      AND ${enquiries.createdAt} <= ${at}::timestamptz
    GROUP BY 1, 2
    ORDER BY total DESC, 1, 2
  `);
  const row = (counted: Counted, kind: SourceRowDto['kind']): SourceRowDto => ({
    kind,
    source: counted.source ?? '',
    medium: counted.medium ?? '',
    counts: Object.fromEntries(ENQUIRY_KINDS.map((k) => [k, counted[k]])) as Record<EnquiryKind, number>,
    total: counted.total,
  });
  const known = rows.filter((counted) => counted.source !== null);
  const unknown = rows.find((counted) => counted.source === null);
  const rest = known.slice(TOP_SOURCES);
  const sum = (key: EnquiryKind | 'total') => rest.reduce((n, counted) => n + counted[key], 0);
  const other = rest.length
    ? ({
        source: null,
        medium: null,
        total: sum('total'),
        ...Object.fromEntries(ENQUIRY_KINDS.map((kind) => [kind, sum(kind)])),
      } as unknown as Counted)
    : null;
  return {
    days: SOURCE_DAYS,
    rows: [
      ...known.slice(0, TOP_SOURCES).map((counted) => row(counted, 'source')),
      ...(other ? [row(other, 'other')] : []),
      ...(unknown ? [row(unknown, 'unknown')] : []),
    ],
  };
}
