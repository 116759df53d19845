/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { Drafts, ImageDto } from '@/lib/api/shared';

export interface BlogCategoryDto {
  id: number;
  slug: string;
  name: string;
  image: ImageDto;
  /** The picture's alt text in Arabic (its English is image.alt). */
  imageAltAr: string;
  postCount: number;
  nameAr: string;
  /** The version it was read at; a save sends it back (lib/audit/versions.ts). */
  version: string;
}

export interface BlogPostDto extends BlogPostFields, Drafts<BlogPostFields> {
  id: number;
  categoryId: number;
  published: boolean;
}

/** A post's content. */
export interface BlogPostFields {
  title: string;
  teaser: string;
  /** Markdown. */
  body: string;
  publishedAt: string;
  image: ImageDto;
  /** The picture's alt text in Arabic (its English is image.alt). */
  imageAltAr: string;
  titleAr: string;
  teaserAr: string;
  bodyAr: string;
}
