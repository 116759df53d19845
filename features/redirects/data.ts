import 'server-only';
/**
 * Redirects (staff's, answered by proxy.ts before any page renders) and the 404 log (what visitors
 * did not find, from the not-found page's beacon). Writes run in the audited transaction and send
 * the CDN purge of every path whose answer they change in that same transaction (lib/cdn).
 *
 * The rules: a redirect's source is a path that is not a page of the site (a static page or a
 * published item, in either language); its target is a path of the site, an item page (kept as its
 * kind and id: its path is computed as it is answered) or an address on a host an Owner allowed.
 * The table never holds a chain of paths: a target path that is another redirect's source is
 * replaced by that redirect's target (and the screen is told), and redirects that pointed at a new
 * source are pointed straight at its target (an item's page may still be a redirect's source: the
 * item's address is kept). A target that leads a visitor back to its source, through paths or
 * items, is a loop, refused.
 */
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import type { Database, Transaction } from '@/lib/db/connect';
import { blogPosts, news, notFoundPaths, products, redirectHosts, redirects } from '@/lib/db/schema';
import { expireTags } from '@/lib/data/cache';
import { collectionTagOf, isPublished } from '@/lib/data/publishedIds';
import { writeTransaction } from '@/lib/data/transaction';
import { versionTag } from '@/lib/audit/versions';
import { paged } from '@/lib/data/ordering';
import { likePattern } from '@/lib/data/search';
import { pathKey } from '@/lib/cdn/headers.cjs';
import { env } from '@/lib/env';
import { FieldRefused, Problem } from '@/lib/http/problem';
import { LOCALES } from '@/lib/i18n/locales';
import { canonicalPath } from '@/lib/routing/canonical';
import { itemPageOf, LOCALE_PREFIX, publicPath, splitLocale } from '@/lib/routing/routes';
import { isStaticPath, locationOf } from './answer';
import { csvDateTime, CsvUnreadable, parseCsv, toCsv, type CsvColumn } from '@/lib/export/csv';
import type { RedirectTargetKind } from './adminText';
import type {
  NotFoundDto,
  NotFoundPage,
  RedirectDto,
  RedirectHostDto,
  RedirectImportResult,
  RedirectSaved,
  RedirectsPage,
} from './dto';
import {
  PATH_MAX,
  redirectSchema,
  type HostInput,
  type NotFoundQuery,
  type RedirectInput,
  type RedirectsQuery,
} from './adminValidation';
import { redirectMessages as m } from './messages';
import type { NotFoundBeacon } from './validation';

type Row = typeof redirects.$inferSelect;

// ── Paths ────────────────────────────────────────────────────────────────────────────────────

const BASE = 'http://site.invalid';

/**
 * A path as the proxy compares it: percent-encoded as a browser sends it, without query, anchor,
 * trailing slash or language prefix (/ar/old → /old, /en/old → /old). Null when `typed` is no path
 * of the site: it does not parse (`/\[`), or a browser would read a host in it (`/\host`,
 * `/a/..//host`, whose path is `//host`).
 */
export function bareSource(typed: string): string | null {
  let url: URL;
  try {
    url = new URL(typed.trim(), BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith('//')) return null;
  const encoded = url.pathname.replace(/\/+$/, '') || '/';
  return splitLocale(publicPath(encoded)).path;
}

/**
 * Whether `path` (without language prefix) shows a page of the site: a static page (in any letter
 * case: the proxy sends other casings to it), a reserved path, or a published item's page.
 */
export async function isLivePath(path: string): Promise<boolean> {
  if (isStaticPath(path) || canonicalPath(path) !== null) return true;
  const item = itemPageOf(path);
  return item !== null && (await isPublished(item.page, item.id));
}

/**
 * The CDN keys of what a redirect from `source` answers: its path in each language, and for an
 * item page the collection's tag, under which the CDN keeps that page's 404 (lib/data/publishedIds.ts).
 */
function keysOf(source: string): string[] {
  const keys = LOCALES.map((locale) =>
    pathKey(LOCALE_PREFIX[locale] + (source === '/' ? '' : source) || '/'),
  );
  const item = itemPageOf(source);
  if (item) keys.push(collectionTagOf[item.page]);
  return keys;
}

// ── Reading ──────────────────────────────────────────────────────────────────────────────────

function toDto(row: Row): RedirectDto {
  return {
    id: row.id,
    source: row.source,
    target: row.target ?? '',
    targetKind: row.targetKind ?? '',
    targetId: row.targetId === null ? '' : String(row.targetId),
    location: locationOf(row, 'en'),
    status: String(row.status) as RedirectDto['status'],
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
    version: versionTag(redirects, row),
  };
}

function searchOf(q: string) {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(
    ilike(redirects.source, pattern),
    ilike(redirects.target, pattern),
    ilike(redirects.note, pattern),
  );
}

/** ?q=&page=: the redirects, by source. */
export async function listRedirects(query: RedirectsQuery): Promise<RedirectsPage> {
  const db = getDb();
  const where = searchOf(query.q);
  return paged(
    query,
    (limit, offset) =>
      db.select().from(redirects).where(where).orderBy(asc(redirects.source)).limit(limit).offset(offset),
    async () => (await db.select({ n: count() }).from(redirects).where(where))[0].n,
    toDto,
  );
}

// ── Writing ──────────────────────────────────────────────────────────────────────────────────

/** The host names an Owner allowed, lower-case. */
async function allowedHosts(db: Database | Transaction): Promise<Set<string>> {
  const rows = await db.select({ name: redirectHosts.name }).from(redirectHosts);
  return new Set(rows.map((r) => r.name));
}

const ITEM_TABLES = { product: products, blogPost: blogPosts, newsItem: news } as const;

async function itemExists(tx: Transaction, kind: RedirectTargetKind, id: number): Promise<boolean> {
  const table = ITEM_TABLES[kind];
  return (await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).limit(1)).length > 0;
}

interface Target {
  target: string | null;
  targetKind: RedirectTargetKind | null;
  targetId: number | null;
}

/**
 * The target as stored: an item, an address on an allowed host, or a path of the site (its
 * language prefix left out: each language's visitor goes to its own; an address on the site itself
 * is kept as its path).
 */
async function targetOf(tx: Transaction, input: RedirectInput): Promise<Target> {
  if (input.targetKind) {
    const id = Number(input.targetId);
    if (!(await itemExists(tx, input.targetKind, id)))
      throw new FieldRefused('targetId', m.targetItemMissing);
    return { target: null, targetKind: input.targetKind, targetId: id };
  }
  const typed = input.target ?? '';
  let url: URL;
  try {
    url = new URL(typed, BASE);
  } catch {
    throw new FieldRefused('target', m.targetForm);
  }
  const site = new URL(env().SITE_URL);
  const onSite = url.origin === BASE || url.host === site.host;
  if (!onSite) {
    if (!(await allowedHosts(tx)).has(url.hostname.toLowerCase()))
      throw new FieldRefused('target', m.hostNotAllowed(url.host));
    return { target: url.href, targetKind: null, targetId: null };
  }
  const path = bareSource(url.pathname);
  if (path === null) throw new FieldRefused('target', m.targetForm);
  return { target: `${path}${url.search}${url.hash}`, targetKind: null, targetId: null };
}

/** The source as stored, or the refusal of its field. */
async function checkedSource(tx: Transaction, typed: string, id?: number): Promise<string> {
  const source = bareSource(typed);
  if (source === null) throw new FieldRefused('source', m.sourcePath);
  if (source.length > PATH_MAX) throw new FieldRefused('source', m.tooLong(PATH_MAX));
  if (source === '/' || (await isLivePath(source))) throw new FieldRefused('source', m.sourceLive(source));
  if (await redirectFrom(tx, source, id)) throw new FieldRefused('source', m.sourceTaken(source));
  return source;
}

/**
 * The path (without language prefix) where a target sends a visitor: a path of the site, or an
 * item's page as it is today; null for an address elsewhere. (An English path has no prefix.)
 */
function pathOf(target: Target): string | null {
  const location = locationOf(target, 'en');
  return /^https?:\/\//.test(location) ? null : location.split(/[?#]/)[0];
}

const targetOfRow = (row: Row): Target => ({
  target: row.target,
  targetKind: row.targetKind,
  targetId: row.targetId,
});

/** The redirect from `path`, but for the one being edited (`except`), which the save replaces. */
async function redirectFrom(tx: Transaction, path: string, except?: number): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(redirects)
    .where(and(eq(redirects.source, path), except === undefined ? undefined : ne(redirects.id, except)));
  return row;
}

/** Browsers follow at most 20 redirects in a row: past that, no visitor goes round. */
const MOST_HOPS = 20;

/**
 * Refuses a target that brings a visitor back to `source`: from the target's path (an item's page
 * too, whatever the item's state), through each stored redirect from where the visitor is, until
 * the way leads off the site, to a path no redirect is from, or back to `source`. A redirect from a
 * published item's page is followed too: it answers again as soon as the item is unpublished.
 */
async function refuseLoop(tx: Transaction, source: string, target: Target, id?: number): Promise<void> {
  const first = pathOf(target);
  if (first === source) throw new FieldRefused('target', m.self);
  if (first === null) return;
  const seen = new Set<string>();
  for (let path: string | null = first; path !== null && !seen.has(path) && seen.size < MOST_HOPS;) {
    seen.add(path);
    const next = await redirectFrom(tx, path, id);
    if (!next) return;
    path = pathOf(targetOfRow(next));
    if (path === source) throw new FieldRefused('target', m.loop(source, first));
  }
}

/**
 * The target with a chain of paths taken out: a path that is another redirect's source becomes
 * that redirect's target (no stored path is a source, so one step is enough). An item is kept as
 * it is, so the redirect follows the item.
 */
async function flattened(
  tx: Transaction,
  source: string,
  target: Target,
  notices: string[],
  id?: number,
): Promise<Target> {
  const path = target.targetKind ? null : pathOf(target);
  if (path === null) return target;
  const next = await redirectFrom(tx, path, id);
  if (!next) return target;
  const onward = targetOfRow(next);
  notices.push(m.flattened(source, path, locationOf(onward, 'en')));
  return onward;
}

/**
 * Points the redirects that led to `source` (now itself a redirect) straight at its target, and
 * answers the sources whose answer changed.
 */
async function reroute(
  tx: Transaction,
  source: string,
  target: Target,
  notices: string[],
): Promise<string[]> {
  const pointing = await tx
    .select({ id: redirects.id, source: redirects.source })
    .from(redirects)
    .where(
      and(sql`regexp_replace(${redirects.target}, '[?#].*$', '') = ${source}`, ne(redirects.source, source)),
    );
  for (const other of pointing) {
    await tx
      .update(redirects)
      .set({ ...target, updatedAt: sql`now()` })
      .where(eq(redirects.id, other.id));
    notices.push(m.rerouted(other.source, locationOf(target, 'en')));
  }
  return pointing.map((p) => p.source);
}

async function save(tx: Transaction, input: RedirectInput, id?: number): Promise<RedirectSaved | null> {
  const before =
    id === undefined ? undefined : (await tx.select().from(redirects).where(eq(redirects.id, id)))[0];
  if (id !== undefined && !before) return null;
  const notices: string[] = [];
  const source = await checkedSource(tx, input.source, id);
  const typed = await targetOf(tx, input);
  await refuseLoop(tx, source, typed, id);
  const target = await flattened(tx, source, typed, notices, id);
  const values = { source, ...target, status: Number(input.status), note: input.note ?? '' };
  const [row] = before
    ? await tx
        .update(redirects)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(redirects.id, before.id))
        .returning()
    : await tx.insert(redirects).values(values).returning();
  const changed = [source, ...(before && before.source !== source ? [before.source] : [])];
  changed.push(...(await reroute(tx, source, target, notices)));
  await expireTags(tx, ...changed.flatMap(keysOf));
  return { ...toDto(row), notices };
}

export async function createRedirect(input: RedirectInput): Promise<RedirectSaved> {
  return (await writeTransaction((tx) => save(tx, input)))!;
}

export async function updateRedirect(id: number, input: RedirectInput): Promise<RedirectSaved | null> {
  return writeTransaction((tx) => save(tx, input, id));
}

export async function deleteRedirect(id: number): Promise<boolean> {
  return writeTransaction(async (tx) => {
    const [gone] = await tx.delete(redirects).where(eq(redirects.id, id)).returning();
    if (!gone) return false;
    await expireTags(tx, ...keysOf(gone.source));
    return true;
  });
}

// ── Allowed hosts (an Owner's) ───────────────────────────────────────────────────────────────

export async function listHosts(): Promise<RedirectHostDto[]> {
  return getDb()
    .select({ id: redirectHosts.id, name: redirectHosts.name })
    .from(redirectHosts)
    .orderBy(asc(redirectHosts.name));
}

export async function addHost(input: HostInput): Promise<RedirectHostDto> {
  const typed = input.name.trim().toLowerCase();
  const name = new URL(/^https?:\/\//.test(typed) ? typed : `https://${typed}`).hostname;
  return writeTransaction(async (tx) => {
    const [row] = await tx.insert(redirectHosts).values({ name }).onConflictDoNothing().returning();
    if (!row) throw new FieldRefused('name', m.hostTaken(name));
    return { id: row.id, name: row.name };
  });
}

/** Removes an allowed host; redirects already made to it stay (staff see them in the list). */
export async function removeHost(id: number): Promise<boolean> {
  return writeTransaction(
    async (tx) => (await tx.delete(redirectHosts).where(eq(redirectHosts.id, id)).returning()).length > 0,
  );
}

// ── CSV ──────────────────────────────────────────────────────────────────────────────────────

const CSV_HEADERS = ['source', 'target', 'status', 'note'] as const;
/** The most lines one import takes. */
export const IMPORT_MAX = 5000;

const csvColumns: CsvColumn<Row>[] = [
  { header: 'source', value: (row) => row.source },
  { header: 'target', value: (row) => locationOf(row, 'en') },
  { header: 'status', value: (row) => String(row.status) },
  { header: 'note', value: (row) => row.note },
  { header: 'updated (UTC)', value: (row) => csvDateTime(row.updatedAt) },
];

/** Every redirect the search selects, by source, as CSV (an item's target as its path today). */
export async function redirectsCsv(query: RedirectsQuery): Promise<string> {
  const rows = await getDb().select().from(redirects).where(searchOf(query.q)).orderBy(asc(redirects.source));
  return toCsv(csvColumns, rows);
}

/** An exported cell read back: a spreadsheet-safe quote the export added is taken off. */
const cell = (value: string | undefined) => (value ?? '').replace(/^'(?=[=+\-@\t\r])/, '').trim();

/**
 * A CSV of redirects (the export's columns; `updated` is ignored), each line saved on its own by
 * the dialog's rules: good lines are kept, each refused line is answered with its number and why.
 * Lines are taken in order, so a later line may build on an earlier one (a chain is flattened).
 * One transaction, a savepoint a line: a refused line takes back only its own changes, and anything
 * else (a database error) takes back the whole import, which then answers that error, never a part
 * of the file saved unsaid.
 */
/** The records of an imported file; a file that is not CSV is refused (400) in words staff can act on. */
function readCsv(text: string): string[][] {
  try {
    return parseCsv(text);
  } catch (error) {
    if (error instanceof CsvUnreadable) throw new Problem(400, 'csv_unreadable', m.csvUnreadable);
    throw error;
  }
}

export async function importRedirects(text: string): Promise<RedirectImportResult> {
  const [header, ...lines] = readCsv(text);
  const names = (header ?? []).map((h) => h.trim().toLowerCase());
  if (!CSV_HEADERS.every((h, i) => names[i] === h)) throw new Problem(400, 'csv_header', m.csvHeader);
  const filled = lines
    .map((fields, i) => ({ fields, line: i + 2 }))
    .filter(({ fields }) => fields.some((f) => f.trim()));
  if (filled.length === 0) throw new Problem(400, 'csv_empty', m.csvEmpty);
  if (filled.length > IMPORT_MAX) throw new Problem(400, 'csv_too_many', m.csvTooMany(IMPORT_MAX));
  return writeTransaction(async (tx) => {
    const result: RedirectImportResult = { saved: 0, refused: [] };
    for (const { fields, line } of filled) {
      const parsed = redirectSchema.safeParse({
        source: cell(fields[0]),
        targetKind: '',
        target: cell(fields[1]),
        status: cell(fields[2]) || '308',
        note: cell(fields[3]),
      });
      if (!parsed.success) {
        result.refused.push({ line, message: parsed.error.issues.map((i) => i.message).join(' ') });
        continue;
      }
      try {
        await tx.transaction(async (savepoint) => {
          const source = bareSource(parsed.data.source);
          const [existing] = source
            ? await savepoint.select({ id: redirects.id }).from(redirects).where(eq(redirects.source, source))
            : [];
          await save(savepoint, parsed.data, existing?.id);
        });
        result.saved++;
      } catch (error) {
        if (!(error instanceof Problem)) throw error;
        result.refused.push({ line, message: Object.values(error.fields ?? {}).join(' ') || error.message });
      }
    }
    return result;
  });
}

// ── The 404 log ──────────────────────────────────────────────────────────────────────────────

/** The most paths the log keeps; beyond it the least-visited, then the oldest, go. */
export const NOT_FOUND_CAP = 10_000;
/** Every this many new paths, the log is trimmed to NOT_FOUND_KEPT. */
export const NOT_FOUND_TRIM_EVERY = 100;
/**
 * What a trim leaves: room for the new paths until the next trim, and as many again for paths
 * being added while a trim runs (beacons arriving together), so the log never passes the cap.
 */
const NOT_FOUND_KEPT = NOT_FOUND_CAP - 2 * NOT_FOUND_TRIM_EVERY;

/** A referring page's host, lower-case, or null (none, or not a host). */
function hostOf(referrer: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const host = new URL(
      /^[a-z][a-z0-9+.-]*:\/\//i.test(referrer) ? referrer : `https://${referrer}`,
    ).host.toLowerCase();
    return /^[a-z0-9.-]{1,253}(:\d{1,5})?$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

/**
 * The path as the log keeps it: without query or anchor (nothing a visitor typed after `?` is
 * kept), cut to PATH_MAX characters.
 */
export function loggedPath(path: string): string {
  return path.split(/[?#]/)[0].slice(0, PATH_MAX);
}

/**
 * Counts one 404 of `beacon.path`: one row a path, its count and last seen moved on (one upsert).
 * Every NOT_FOUND_TRIM_EVERY-th new path (the not_found_added sequence counts them) trims the log
 * to NOT_FOUND_KEPT rows, the least-visited and oldest dropped, so it never holds more than
 * NOT_FOUND_CAP paths however many arrive, and no insert counts the table. Trims take turns (an
 * advisory lock) and run apart from the upsert, which locks only its own row: no deadlock. A live
 * page (a beacon nobody's browser sent) is not counted. Answers whether it was counted.
 */
export async function recordNotFound(db: Database, beacon: NotFoundBeacon): Promise<boolean> {
  const path = loggedPath(beacon.path);
  if (!path.startsWith('/') || (await isLivePath(splitLocale(path).path))) return false;
  const referrerHost = hostOf(beacon.referrer);
  const [row] = await db
    .insert(notFoundPaths)
    .values({ path, referrerHost })
    .onConflictDoUpdate({
      target: notFoundPaths.path,
      set: {
        hits: sql`least(${notFoundPaths.hits} + 1, 2147483647)`,
        lastSeen: sql`now()`,
        referrerHost: sql`coalesce(excluded.referrer_host, ${notFoundPaths.referrerHost})`,
      },
    })
    .returning({ added: sql<string | null>`CASE WHEN xmax = 0 THEN nextval('not_found_added') END` });
  if (row?.added && Number(row.added) % NOT_FOUND_TRIM_EVERY === 0) await trimNotFound(db);
  return true;
}

/**
 * Drops all but the NOT_FOUND_KEPT most visited (then newest) paths of the log, then has
 * PostgreSQL take back their room (VACUUM, not FULL: it blocks neither reads nor writes) for the
 * paths to come, so the table's size on disk stays that of the cap's rows, not of every path ever
 * logged (autovacuum would come later, and a flood is quicker).
 */
export async function trimNotFound(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('not_found_paths trim'))`);
    await tx.execute(sql`
      DELETE FROM not_found_paths WHERE path IN (
        SELECT path FROM not_found_paths ORDER BY hits DESC, last_seen DESC OFFSET ${NOT_FOUND_KEPT})`);
  });
  await db.execute(sql`VACUUM not_found_paths`);
}

function notFoundDto(row: typeof notFoundPaths.$inferSelect, redirectedTo: string | null): NotFoundDto {
  return {
    path: row.path,
    hits: row.hits,
    firstSeen: row.firstSeen.toISOString(),
    lastSeen: row.lastSeen.toISOString(),
    referrerHost: row.referrerHost,
    redirectedTo,
  };
}

/** Where the redirects of these logged paths send visitors, by logged path (those that have one). */
async function redirectsOf(paths: string[]): Promise<Map<string, string>> {
  const sources = new Map(
    paths.flatMap((path) => {
      const source = bareSource(path);
      return source ? [[source, path] as const] : [];
    }),
  );
  if (sources.size === 0) return new Map();
  const rows = await getDb()
    .select()
    .from(redirects)
    .where(inArray(redirects.source, [...sources.keys()]));
  return new Map(rows.map((row) => [sources.get(row.source)!, locationOf(row, 'en')]));
}

/** ?sort=recent|hits&q=&page=: the 404 log, newest or most visited first. */
export async function listNotFound(query: NotFoundQuery): Promise<NotFoundPage> {
  const db = getDb();
  const where = query.q ? ilike(notFoundPaths.path, likePattern(query.q)) : undefined;
  const order =
    query.sort === 'hits'
      ? [desc(notFoundPaths.hits), desc(notFoundPaths.lastSeen)]
      : [desc(notFoundPaths.lastSeen), desc(notFoundPaths.hits)];
  const page = await paged(
    query,
    (limit, offset) =>
      db
        .select()
        .from(notFoundPaths)
        .where(where)
        .orderBy(...order, asc(notFoundPaths.path))
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ n: count() }).from(notFoundPaths).where(where))[0].n,
    (row) => row,
  );
  const redirected = await redirectsOf(page.items.map((row) => row.path));
  return { ...page, items: page.items.map((row) => notFoundDto(row, redirected.get(row.path) ?? null)) };
}
