/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { Drafts, ImageDto } from '@/lib/api/contract';

export interface BlogCategoryDto {
  id: number;
  slug: string;
  name: string;
  image: ImageDto;
  postCount: number;
  nameAr: string;
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
  titleAr: string;
  teaserAr: string;
  bodyAr: string;
}
