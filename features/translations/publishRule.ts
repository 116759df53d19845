import 'server-only';
/**
 * "Publish only with its Arabic" (a General setting, off by default), in the one place every write
 * goes through: before a write transaction commits (lib/data/transaction.ts), each item it changed
 * (the content_version() trigger notes them, migration 0028) that is now on the website with a
 * required Arabic text empty is refused, so nothing of the write is kept, whatever made the
 * change: a dialog, Publish, a restore from History or the Trash, the scheduler.
 *
 * A change the trigger does not note (a draft, a schedule, a place in a list) is never refused,
 * nor one that leaves both the item's being public and its translated texts as they were (an
 * option taken off an old item), so bookkeeping goes on for an item published before the setting.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '@/lib/db/connect';
import { siteSettings } from '@/lib/db/schema';
import { Problem } from '@/lib/http/problem';
import { adminTranslationsText as t } from './adminText';
import { TRANSLATION_KIND_SPECS, type TranslationKindSpec } from './kinds';
import { NEW_ROW, type ChangedItems } from '@/lib/data/changedItems';

type Row = Record<string, unknown> & { id: number };

/** Whether "Publish only with its Arabic" is on. */
export async function publishNeedsArabic(db: Database | Transaction): Promise<boolean> {
  const [row] = await db
    .select({ on: siteSettings.publishNeedsArabic })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return row?.on === true;
}

/** The labels of `row`'s required texts whose Arabic is empty (its English filled in). */
export function missingRequiredArabic(spec: TranslationKindSpec, row: Row): string[] {
  return spec.texts
    .filter(
      (text) => text.required && text.english(row).trim() !== '' && String(row[text.key] ?? '').trim() === '',
    )
    .map((text) => text.label);
}

/** Whether a change of `columns` may have put the item on the website or changed a translated text. */
function mayShowNew(spec: TranslationKindSpec, columns: Set<string>): boolean {
  return (
    columns.has(NEW_ROW) ||
    columns.has(spec.published!.name) ||
    spec.texts.some((text) => text.columns.some((column) => columns.has(column)))
  );
}

/**
 * In `tx`, before it commits: when "Publish only with its Arabic" is on, an item `tx` made public,
 * or whose translated texts it changed while public, with a required Arabic text empty refuses
 * the whole write (409, naming the fields).
 */
export async function refuseUntranslatedChanges(tx: Transaction, changed: ChangedItems): Promise<void> {
  const checks = Object.values(TRANSLATION_KIND_SPECS).flatMap((spec) => {
    const ids = [...(changed.get(spec.tableName) ?? [])].flatMap(([id, columns]) =>
      spec.published && mayShowNew(spec, columns) ? [id] : [],
    );
    return ids.length > 0 ? [{ spec, ids }] : [];
  });
  if (checks.length === 0 || !(await publishNeedsArabic(tx))) return;
  for (const { spec, ids } of checks) {
    const found = await tx
      .select({ row: getTableColumns(spec.table), isPublic: spec.published as PgColumn })
      .from(spec.table)
      .where(sql`id = ANY(${`{${ids.join(',')}}`}::int[])`)
      .orderBy(sql`id`);
    for (const { row, isPublic } of found) {
      if (isPublic !== true) continue;
      const missing = missingRequiredArabic(spec, row as Row);
      if (missing.length > 0) throw new Problem(409, 'arabic_required', t.arabicRequired(missing));
    }
  }
}
