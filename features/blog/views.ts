import 'server-only';
/** What the public pages show of the blog (the rule: lib/data/views.ts). */
import type { BlogCategoryWithPosts, BlogPost } from './published';
import { categoryRef, pick, type NamedCategory } from '@/lib/data/views';
import type { Locale } from '@/lib/i18n/locales';
import { formatDate } from '@/lib/text/dates';
import { routesFor } from '@/lib/routing/publicRoutes';

/**
 * A post in a list, its date written out and its address made here (so the listing's script needs
 * neither date formatting nor the site's paths).
 */
export function blogListPost(post: BlogPost, locale: Locale) {
  return {
    ...pick(post, ['id', 'title', 'teaser', 'publishedAt', 'image']),
    publishedOn: formatDate(post.publishedAt, locale),
    href: routesFor(locale).blogPost(post.id),
  };
}

export function blogListCategory(category: BlogCategoryWithPosts, locale: Locale) {
  return {
    ...pick(category, ['slug', 'name']),
    posts: category.posts.map((post) => blogListPost(post, locale)),
  };
}

export function blogArticle(post: BlogPost, category?: NamedCategory) {
  return {
    ...pick(post, ['title', 'teaser', 'body', 'publishedAt', 'image']),
    category: categoryRef(category),
  };
}
