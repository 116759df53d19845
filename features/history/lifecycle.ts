import 'server-only';
/**
 * What staff do to a content item, one way for every kind: add it, save its dialog, switch it on
 * or off the website, delete it. Each kind gives its table, columns and pages in its DraftKind
 * (./drafts.ts), and to contentItems its DTO and how its form becomes stored fields.
 */
import { eq } from 'drizzle-orm';
import {
  retireImages,
  withStoredFiles,
  type FilesByField,
  type NewUpload,
  type UploadedFile,
} from '@/lib/data/files';
import { expireTags } from '@/lib/data/cache';
import { writeRow } from '@/lib/data/transaction';
import { getDb } from '@/lib/db/client';
import type { StoredImage } from '@/lib/db/schema';
import { now as clockNow } from '@/lib/time/clock';
import { fieldOf } from './contentColumns';
import {
  createdState,
  saveContent,
  type DraftInput,
  type DraftKind,
  type DraftRow,
  type SaveAlso,
} from './drafts';
import { keepSchedule } from './publishing';

/**
 * Publishes or unpublishes item `id` by hand. A schedule ends with it (it would undo the choice at
 * its time), and unpublishing ends a planned unpublishing too; the kind's pages are purged, and a
 * publish is announced to webhooks as the write commits (lib/data/transaction.ts). The row as
 * stored, or null when there is no such item.
 */
export async function setPublishedByHand<Row>(
  kind: DraftKind,
  id: number,
  published: boolean,
): Promise<Row | null> {
  const { table } = kind;
  const row = await writeRow(
    async (tx) =>
      (await tx
        .update(table)
        .set({
          [fieldOf(table, kind.published)]: published,
          publishAt: null,
          ...(published ? {} : { [fieldOf(table, kind.unpublishAt)]: null }),
          updatedAt: clockNow(),
        } as never)
        .where(eq(table.id, id))
        .returning()) as Row[],
    (tx) => expireTags(tx, ...kind.tags(id)),
  );
  return row ?? null;
}

/**
 * Deletes item `id` (History keeps it in the Trash) and purges its pages; the pictures only it
 * showed (`pictures` of the row) are retired after. False when there is no such item.
 */
export async function deleteByHand<Row>(
  kind: DraftKind,
  id: number,
  pictures: (row: Row) => (StoredImage | null | undefined)[] = () => [],
): Promise<boolean> {
  const { table } = kind;
  const row = await writeRow(
    async (tx) => (await tx.delete(table).where(eq(table.id, id)).returning()) as Row[],
    (tx) => expireTags(tx, ...kind.tags(id)),
  );
  if (!row) return false;
  await retireImages(pictures(row));
  return true;
}

/**
 * A content kind's items as the admin API changes them: `create` (published at once or not as
 * the kind has it, or as a draft; scheduled; announced), `update` (Save, Publish changes or Save
 * as draft: saveContent), `setPublished` and `remove` (above). The kind gives its DTO, the uploads
 * its form brings (pictureUploads) and its stored fields from the form over what staff last saved
 * (`shown`, none for a new item) and the stored uploads, and the pictures a row shows.
 */
export function contentItems<Row extends DraftRow, Dto, Input extends DraftInput>(spec: {
  kind: DraftKind;
  dto: (row: Row) => Dto | Promise<Dto>;
  uploads?: (input: Input) => Promise<[string, NewUpload][]>;
  fields: (input: Input, shown: Row | undefined, files: FilesByField) => Record<string, unknown>;
  pictures?: (row: Row) => (StoredImage | null | undefined)[];
  /** The form as the drafts read it, where its schedule fields have other names (a job's closeAt). */
  schedule?: (input: Input) => DraftInput;
  /** What a save writes beside the form's fields (saveContent's `also`). */
  also?: (input: Input) => SaveAlso<Row>;
}) {
  const { kind } = spec;
  const { table } = kind;
  const schedule = (input: Input) => spec.schedule?.(input) ?? input;
  /** The form's uploads, and the stored files named by the fields that brought them. */
  async function uploads(input: Input) {
    const prepared = (await spec.uploads?.(input)) ?? [];
    return {
      uploads: prepared.map(([, upload]) => upload),
      byField: (files: UploadedFile[]): FilesByField =>
        Object.fromEntries(prepared.map(([field], i) => [field, files[i]])),
    };
  }

  async function find(id: number): Promise<Row | null> {
    const [row] = await getDb().select().from(table).where(eq(table.id, id));
    return (row as Row | undefined) ?? null;
  }

  return {
    find,
    /** A new item; `also` are columns the form does not hold (its category, its place). */
    async create(input: Input, also: Record<string, unknown> = {}): Promise<Dto> {
      const { published, publishAt, unpublishAt } = createdState(kind, schedule(input));
      const sent = await uploads(input);
      const row = await withStoredFiles(sent.uploads, async (tx, files) => {
        const values = {
          ...spec.fields(input, undefined, sent.byField(files)),
          [fieldOf(table, kind.published)]: published,
          publishAt,
          [fieldOf(table, kind.unpublishAt)]: unpublishAt,
          ...also,
        };
        const [created] = (await tx
          .insert(table)
          .values(values as never)
          .returning()) as unknown as Row[];
        await expireTags(tx, ...kind.tags(created.id));
        await keepSchedule(tx, created);
        return created;
      });
      return spec.dto(row);
    },
    async update(id: number, input: Input): Promise<Dto | null> {
      if (!(await find(id))) return null;
      const sent = await uploads(input);
      const row = await saveContent<Row>(
        kind,
        id,
        schedule(input),
        sent.uploads,
        (shown, files) => spec.fields(input, shown, sent.byField(files)),
        spec.also?.(input),
      );
      return row && spec.dto(row);
    },
    /** Publishing or unpublishing by hand ends a schedule (it would undo the choice at its time). */
    async setPublished(id: number, published: boolean): Promise<Dto | null> {
      const row = await setPublishedByHand<Row>(kind, id, published);
      return row && spec.dto(row);
    },
    remove: (id: number) => deleteByHand<Row>(kind, id, spec.pictures),
  };
}
