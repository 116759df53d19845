import 'server-only';
/**
 * Translation status: which items have a translated text whose Arabic is missing (its English is
 * filled in, its Arabic empty: the Arabic pages show the English) or outdated (its English changed
 * after the Arabic last did: translation_marks, kept by the database's trigger), and how the
 * scheduler holds back an item "Publish only with its Arabic" would refuse (the rule: publishRule.ts).
 */
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import type { Transaction } from '@/lib/db/connect';
import { writeTransaction } from '@/lib/data/transaction';
import { translationMarks } from '@/lib/db/schema';
import { may, type Role } from '@/lib/auth/permissions';
import { recordEvent } from '@/lib/audit/record';
import type { Person } from '@/lib/audit/actor';
import { adminTranslationsText as t } from './adminText';
import type { ConfirmTranslationInput, TranslationsQuery } from './adminValidation';
import type { TranslationFieldDto, TranslationItemDto, TranslationState, TranslationsDto } from './dto';
import { missingRequiredArabic, publishNeedsArabic } from './publishRule';
import {
  kindOfTable,
  TRANSLATION_KIND_SPECS,
  TRANSLATION_KINDS,
  type TranslationKind,
  type TranslationKindSpec,
} from './kinds';

type Row = Record<string, unknown> & { id: number };

/** The kinds `role` may translate: those of its areas. */
export function kindsFor(role: Role): TranslationKind[] {
  return TRANSLATION_KINDS.filter((kind) => may(role, TRANSLATION_KIND_SPECS[kind].area));
}

/** `row`'s texts with missing Arabic; `outdated` holds the Arabic columns whose English changed since. */
function fieldsOf(spec: TranslationKindSpec, row: Row, outdated: Set<string>): TranslationFieldDto[] {
  return spec.texts.flatMap((text): TranslationFieldDto[] => {
    if (text.english(row).trim() === '') return [];
    const arabic = String(row[text.key] ?? '').trim();
    const state = arabic === '' ? 'missing' : outdated.has(text.column) ? 'outdated' : null;
    return state ? [{ field: text.formField, label: text.label, state }] : [];
  });
}

/** Every item of `kind` with a text to translate (of `state`, if given), in the order of their ids. */
async function itemsOf(spec: TranslationKindSpec, state?: TranslationState): Promise<TranslationItemDto[]> {
  const db = getDb();
  const rows = (await db
    .select()
    .from(spec.table)
    .orderBy(sql`id`)) as Row[];
  const marks = await db
    .select({ itemId: translationMarks.itemId, field: translationMarks.field })
    .from(translationMarks)
    .where(
      sql`${translationMarks.itemTable} = ${spec.tableName}
        AND ${translationMarks.enChangedAt} > coalesce(${translationMarks.arSavedAt}, '-infinity'::timestamptz)`,
    );
  const outdated = new Map<number, Set<string>>();
  for (const mark of marks) {
    if (!outdated.has(mark.itemId)) outdated.set(mark.itemId, new Set());
    outdated.get(mark.itemId)!.add(mark.field);
  }
  return rows.flatMap((row) => {
    const fields = fieldsOf(spec, row, outdated.get(row.id) ?? new Set()).filter(
      (field) => !state || field.state === state,
    );
    if (fields.length === 0) return [];
    return [
      {
        kind: spec.kind,
        kindLabel: spec.label,
        id: row.id,
        title: spec.title(row),
        fields,
        href: spec.href(row, fields[0].field),
      },
    ];
  });
}

/** The items with missing or outdated Arabic that `role` may translate, by kind. */
export async function listTranslations(role: Role, query: TranslationsQuery = {}): Promise<TranslationsDto> {
  const kinds = kindsFor(role);
  const shown = query.kind ? kinds.filter((kind) => kind === query.kind) : kinds;
  const items: TranslationItemDto[] = [];
  for (const kind of shown) items.push(...(await itemsOf(TRANSLATION_KIND_SPECS[kind], query.state)));
  return { items, kinds: kinds.map((kind) => ({ kind, label: TRANSLATION_KIND_SPECS[kind].label })) };
}

/** How many items `role` may translate have missing or outdated Arabic (the Dashboard's card). */
export async function countTranslations(role: Role): Promise<number> {
  return (await listTranslations(role)).items.length;
}

/**
 * "Arabic still right": item `id` of `kind`'s outdated Arabic texts are marked as saved now, in
 * the audited transaction, with an audit entry naming them. Null when `role` does not translate
 * that kind or there is no such item; the item as the list now shows it otherwise (null too when
 * it has nothing left to translate).
 */
export async function confirmTranslation(
  role: Role,
  { kind, id }: ConfirmTranslationInput,
): Promise<{ item: TranslationItemDto | null } | null> {
  if (!kindsFor(role).includes(kind)) return null;
  const spec = TRANSLATION_KIND_SPECS[kind];
  const before = await itemsOf(spec);
  const [row] = (await getDb()
    .select({ id: sql<number>`id` })
    .from(spec.table)
    .where(sql`id = ${id}`)) as Row[];
  if (!row) return null;
  const outdated =
    before.find((item) => item.id === id)?.fields.filter((field) => field.state === 'outdated') ?? [];
  const columns = spec.texts.filter((text) => outdated.some((field) => field.field === text.formField));
  if (columns.length > 0) {
    await writeTransaction(async (tx) => {
      for (const text of columns) {
        await tx
          .insert(translationMarks)
          .values({ itemTable: spec.tableName, itemId: id, field: text.column, arSavedAt: sql`now()` })
          .onConflictDoUpdate({
            target: [translationMarks.itemTable, translationMarks.itemId, translationMarks.field],
            set: { arSavedAt: sql`now()` },
          });
      }
      await recordEvent(tx, {
        kind: 'content_update',
        entity: spec.tableName,
        entityId: id,
        summary: t.confirmedAudit(
          before.find((item) => item.id === id)!.title,
          columns.map((text) => text.label),
        ),
      });
    });
  }
  return { item: (await itemsOf(spec)).find((item) => item.id === id) ?? null };
}

// ------------------------------------------------------------------ Publish only with its Arabic

/**
 * For the scheduler, before it publishes item `id` of `table` as `shown` (the row with its draft):
 * whether the item may go on the website. When it may not (the setting is on, a required Arabic
 * is empty), its schedule is cleared, so it is not tried every minute, its draft stays, and the
 * audit trail says why, by `who`.
 */
export async function mayPublishScheduled(
  tx: Transaction,
  table: PgTable,
  shown: Row,
  who: Person,
): Promise<boolean> {
  const spec = kindOfTable(table);
  if (!spec || !(await publishNeedsArabic(tx))) return true;
  const missing = missingRequiredArabic(spec, shown);
  if (missing.length === 0) return true;
  await tx.execute(sql`UPDATE ${table} SET publish_at = NULL WHERE id = ${shown.id}`);
  await recordEvent(tx, {
    kind: 'content_update',
    user: who,
    entity: spec.tableName,
    entityId: shown.id,
    summary: t.heldBack(spec.title(shown), missing),
    after: { held_back: missing },
  });
  return false;
}
