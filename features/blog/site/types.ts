import type { FocusedImage } from '@/lib/images/focus';

/** What the blog listing needs of each category (a slim copy of the DB rows). */
export interface BlogListPost {
  id: number;
  title: string;
  teaser: string;
  publishedAt: string;
  /** publishedAt as the page's language writes it. */
  publishedOn: string;
  /** The post's page, in the page's language. */
  href: string;
  image: FocusedImage;
}

export interface BlogListCategory {
  slug: string;
  name: string;
  posts: BlogListPost[];
}

/** The first posts of a category are shown as large tiles, the rest as small 'Latest' items. */
export const FEATURED_POSTS = 4;
