import 'server-only';
import { now as clockNow } from '@/lib/time/clock';
import { inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { enquiries } from '@/lib/db/schema';
import { countryName } from '@/lib/i18n/countries';
import type { RequestsPerWeekDto } from './dto';
import { ASKING_KINDS } from './kinds';

const WEEKS = 26;
const TOP_COUNTRIES = 5;

/**
 * Quote, sample and document requests per week (UTC weeks from Monday) over the last 26, this week
 * last, weeks without any included: by kind, and by destination (the five most asked-for over
 * those weeks, then the rest together, with the requests that named none).
 */
export async function requestsPerWeek(now = clockNow()): Promise<RequestsPerWeekDto> {
  const at = now.toISOString();
  const windowed = sql`
    weeks AS (
      SELECT generate_series(
        date_trunc('week', ${at}::timestamptz AT TIME ZONE 'UTC') - make_interval(weeks => ${WEEKS - 1}),
        date_trunc('week', ${at}::timestamptz AT TIME ZONE 'UTC'),
        interval '1 week'
      ) AS week
    ),
    requests AS (
      SELECT date_trunc('week', ${enquiries.createdAt} AT TIME ZONE 'UTC') AS week, ${enquiries.kind} AS kind,
        ${enquiries.country} AS country
      FROM ${enquiries}
      WHERE ${inArray(enquiries.kind, [...ASKING_KINDS])}
        AND ${enquiries.createdAt} >= (SELECT min(week) FROM weeks) AT TIME ZONE 'UTC'
        AND ${enquiries.createdAt} <= ${at}::timestamptz
    )`;
  const db = getDb();
  const [kinds, countries] = await Promise.all([
    db.execute<{ week: string; quote: number; sample: number; document: number }>(sql`
      WITH ${windowed}
      SELECT to_char(w.week, 'YYYY-MM-DD') AS week,
        count(r.kind) FILTER (WHERE r.kind = 'quote')::int AS quote,
        count(r.kind) FILTER (WHERE r.kind = 'sample')::int AS sample,
        count(r.kind) FILTER (WHERE r.kind = 'document')::int AS document
      FROM weeks w LEFT JOIN requests r ON r.week = w.week
      GROUP BY w.week ORDER BY w.week
    `),
    // '' is every other destination and none.
    db.execute<{ week: string; country: string; requests: number }>(sql`
      WITH ${windowed},
      top AS (
        SELECT country, row_number() OVER (ORDER BY count(*) DESC, country) AS rank
        FROM requests WHERE country <> '' GROUP BY country ORDER BY rank LIMIT ${TOP_COUNTRIES}
      ),
      series AS (SELECT country, rank FROM top UNION ALL SELECT '', ${TOP_COUNTRIES + 1})
      SELECT to_char(w.week, 'YYYY-MM-DD') AS week, s.country,
        count(r.week)::int AS requests
      FROM series s CROSS JOIN weeks w
        LEFT JOIN requests r ON r.week = w.week
          AND (CASE WHEN r.country IN (SELECT country FROM top) THEN r.country ELSE '' END) = s.country
      GROUP BY s.rank, s.country, w.week ORDER BY s.rank, w.week
    `),
  ]);
  const byCountry = new Map<string, number[]>();
  for (const row of countries.rows)
    byCountry.set(row.country, [...(byCountry.get(row.country) ?? []), row.requests]);
  const other = byCountry.get('') ?? [];
  byCountry.delete('');
  return {
    weeks: kinds.rows.map((row) => row.week),
    byKind: {
      quote: kinds.rows.map((row) => row.quote),
      sample: kinds.rows.map((row) => row.sample),
      document: kinds.rows.map((row) => row.document),
    },
    byCountry: [...byCountry].map(([code, counts]) => ({ code, name: countryName(code, 'en'), counts })),
    other,
  };
}
