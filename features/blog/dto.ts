/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { Drafts, ImageDto } from '@/lib/api/shared';
import type { TextValues } from '@/lib/validation/texts';
import type { blogCategoryTexts, blogPostTexts } from './texts';

export interface BlogCategoryDto extends TextValues<typeof blogCategoryTexts> {
  id: number;
  slug: string;
  image: ImageDto;
  /** The picture's alt text in Arabic (its English is image.alt). */
  imageAltAr: string;
  postCount: number;
  /** The version it was read at; a save sends it back (lib/audit/versions.ts). */
  version: string;
}

export interface BlogPostDto extends BlogPostFields, Drafts<BlogPostFields> {
  id: number;
  categoryId: number;
  published: boolean;
}

/** A post's content. */
export interface BlogPostFields extends TextValues<typeof blogPostTexts> {
  publishedAt: string;
  image: ImageDto;
  /** The picture's alt text in Arabic (its English is image.alt). */
  imageAltAr: string;
}
