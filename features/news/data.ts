import 'server-only';
import { count, ilike, or } from 'drizzle-orm';
import type * as z from 'zod/mini';
import type { NewsDto, NewsFields } from './dto';
import type { Page } from '@/lib/api/shared';
import { getDb } from '@/lib/db/client';
import { news } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type { newsCreateSchema, newsUpdateSchema } from './adminValidation';
import { draftsOf, withDraft } from '@/features/history/drafts';
import { contentItems } from '@/features/history/lifecycle';
import type { ListQuery } from '@/lib/validation/lists';
import { asJson } from '@/lib/data/cache';
import { imageAfter, pictureUploads, type UploadedFile } from '@/lib/data/files';
import { imageAltsOf, imageFocusOf } from '@/lib/validation/content';
import { paged } from '@/lib/data/ordering';
import { likePattern } from '@/lib/data/search';
import { storedTexts, textValues } from '@/lib/validation/texts';
import { newsTexts } from './texts';
import { newsCollection } from './collection';
import { newestFirst, newsIn, type NewsItem, type NewsRow } from './published';

type NewsInput = z.output<typeof newsUpdateSchema>;

export function newsDto(row: NewsRow): NewsDto {
  return {
    id: row.id,
    published: row.isPublished,
    ...newsFieldsDto(row),
    ...draftsOf(news, row, newsFieldsDto),
  };
}

function newsFieldsDto(row: NewsRow): NewsFields {
  return {
    ...textValues(newsTexts, row),
    date: row.date,
    image: row.image,
    imageAltAr: row.imageAltAr,
  };
}

/** Every news item, newest first, a page at a time; `q` searches title and caption. */
export async function listNews(query: ListQuery): Promise<Page<NewsDto>> {
  const where = query.q
    ? or(ilike(news.title, likePattern(query.q)), ilike(news.caption, likePattern(query.q)))
    : undefined;
  return paged(
    query,
    (limit, offset) =>
      getDb()
        .select()
        .from(news)
        .where(where)
        .orderBy(...newestFirst)
        .limit(limit)
        .offset(offset),
    async () => (await getDb().select({ n: count() }).from(news).where(where))[0].n,
    newsDto,
  );
}

/** The stored fields of the news form; its picture is a new upload, or the one `shown` had. */
function newsFields(input: NewsInput, shown: NewsRow['image'] | undefined, file: UploadedFile | undefined) {
  const alts = imageAltsOf(input, 'image');
  return {
    ...storedTexts(newsTexts, input),
    date: input.date,
    image: imageAfter(file, shown, alts.alt, alts.decorative, imageFocusOf(input, 'image')),
    imageAltAr: alts.altAr,
  };
}

const items = contentItems<NewsRow, NewsDto, NewsInput>({
  kind: newsCollection,
  dto: newsDto,
  uploads: pictureUploads(['image'], 'photo'),
  fields: (input, shown, { image }) => newsFields(input, shown?.image, image),
  pictures: (row) => [row.image],
});

/** A new item: public at once (spec: the list shows 'Un publish' for a live item), or a draft. */
export const createNews: (input: z.output<typeof newsCreateSchema>) => Promise<NewsDto> = items.create;
/** Save, Publish changes or Save as draft (`asDraft`) of an item: see saveContent. */
export const updateNews = items.update;
export const setNewsPublished = items.setPublished;
export const deleteNews = items.remove;

/**
 * A news item as staff see it in preview (lib/auth/preview.ts): read now, never cached, with its
 * draft over the row, published or not. Null when there is no such item.
 */
export async function readNewsPreview(locale: Locale, id: number): Promise<NewsItem | null> {
  const row = await items.find(id);
  return row ? asJson(newsIn(locale, withDraft(news, row))) : null;
}
