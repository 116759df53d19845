import 'server-only';
import { blogPostCollection } from './collection';
import { desc, eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { adminBlogsText } from './adminText';
import type { BlogCategoryDto, BlogPostDto, BlogPostFields } from './dto';
import type { Page } from '@/lib/api/shared';
import { getDb } from '@/lib/db/client';
import type { Database, Transaction } from '@/lib/db/connect';
import { blogCategories, blogPosts } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import type {
  blogCategoryCreateSchema,
  blogCategoryUpdateSchema,
  blogPostCreateSchema,
  blogPostUpdateSchema,
} from './adminValidation';
import type { ListQuery } from '@/lib/validation/lists';
import { asJson, expireTags, tags } from '@/lib/data/cache';
import { draftsOf, withDraft } from '@/features/history/drafts';
import { contentItems } from '@/features/history/lifecycle';
import { imageAfter, pictureUploads, type UploadedFile } from '@/lib/data/files';
import { imageAltsOf, imageFocusOf } from '@/lib/validation/content';
import { paged } from '@/lib/data/ordering';
import { categoryStore } from '@/lib/data/categories';
import { storedTexts, textValues } from '@/lib/validation/texts';
import { blogCategoryTexts, blogPostTexts } from './texts';
import { postIn, type BlogPost, type BlogPostRow } from './published';

/**
 * A post as staff see it in preview (lib/auth/preview.ts): read now, never cached, with its draft
 * over the published row, published or not. Null when there is no such post.
 */
export async function readBlogPostPreview(locale: Locale, id: number): Promise<BlogPost | null> {
  const row = await items.find(id);
  return row ? asJson(postIn(locale, withDraft(blogPosts, row))) : null;
}

export async function invalidateBlogCategory(db: Database | Transaction, id?: number): Promise<void> {
  await expireTags(db, tags.blog, ...(id ? [tags.blogCategory(id)] : []));
}

// ------------------------------------------------------------------ staff: categories

const categories = categoryStore<
  typeof blogCategories,
  z.output<typeof blogCategoryUpdateSchema>,
  BlogCategoryDto
>({
  table: blogCategories,
  items: blogPosts,
  imageKind: 'blog',
  texts: blogCategoryTexts,
  countField: 'postCount',
  invalidate: invalidateBlogCategory,
  notEmpty: adminBlogsText.categoryNotEmpty,
});
const findCategory = categories.find;
const postCountOf = categories.itemCount;

/** Every category in display order with how many posts it holds (published or not). */
export const listBlogCategories = categories.list;
export const readBlogCategory = categories.read;
export const createBlogCategory: (
  input: z.output<typeof blogCategoryCreateSchema>,
) => Promise<BlogCategoryDto> = categories.create;
/** Renames or re-illustrates a category; its slug (and so its links) stays. */
export const updateBlogCategory: (
  id: number,
  input: z.output<typeof blogCategoryUpdateSchema>,
) => Promise<BlogCategoryDto | null> = categories.update;
/** Deletes an empty category; one that still holds posts is refused (CategoryNotEmpty). */
export const deleteBlogCategory = categories.remove;
export const reorderBlogCategories = categories.reorder;

// ------------------------------------------------------------------ staff: posts

export function blogPostDto(row: BlogPostRow): BlogPostDto {
  return {
    id: row.id,
    categoryId: row.categoryId,
    published: row.published,
    ...postFieldsDto(row),
    ...draftsOf(blogPosts, row, postFieldsDto),
  };
}

function postFieldsDto(row: BlogPostRow): BlogPostFields {
  return {
    ...textValues(blogPostTexts, row),
    publishedAt: row.publishedAt,
    image: row.image,
    imageAltAr: row.imageAltAr,
  };
}

/** A category's posts, newest first, a page at a time. */
export async function listPostsOf(categoryId: number, query: ListQuery): Promise<Page<BlogPostDto>> {
  return paged(
    query,
    (limit, offset) =>
      getDb()
        .select()
        .from(blogPosts)
        .where(eq(blogPosts.categoryId, categoryId))
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit)
        .offset(offset),
    () => postCountOf(categoryId),
    blogPostDto,
  );
}

/** The stored fields of a post's form: its texts, and its picture (a new upload, or `shown`'s). */
function postFields(
  input: z.output<typeof blogPostUpdateSchema>,
  shown: BlogPostRow['image'] | undefined,
  file: UploadedFile | undefined,
) {
  const alts = imageAltsOf(input, 'image');
  return {
    ...storedTexts(blogPostTexts, input),
    publishedAt: input.publishedAt,
    image: imageAfter(file, shown, alts.alt, alts.decorative, imageFocusOf(input, 'image')),
    imageAltAr: alts.altAr,
  };
}

const items = contentItems<BlogPostRow, BlogPostDto, z.output<typeof blogPostUpdateSchema>>({
  kind: blogPostCollection,
  dto: blogPostDto,
  uploads: pictureUploads(['image'], 'blog'),
  fields: (input, shown, { image }) => postFields(input, shown?.image, image),
  pictures: (row) => [row.image],
});

/**
 * A new post in a category: published at once, or (`asDraft`) saved as a draft that is not public
 * until it is published (by hand, or at `publishAt`). Null when the category does not exist.
 */
export async function createBlogPost(
  categoryId: number,
  input: z.output<typeof blogPostCreateSchema>,
): Promise<BlogPostDto | null> {
  if (!(await findCategory(categoryId))) return null;
  return items.create(input, { categoryId });
}

/** Save, Publish changes or Save as draft (`asDraft`) of a post: see saveContent. */
export const updateBlogPost = items.update;
export const setBlogPostPublished = items.setPublished;
export const deleteBlogPost = items.remove;
