import 'server-only';
/** What the public pages show of the blog (the rule: lib/data/views.ts). */
import type { BlogCategoryWithPosts, BlogPost } from './data';
import { categoryRef, pick, type NamedCategory } from '@/lib/data/views';

export function blogListPost(post: BlogPost) {
  return pick(post, ['id', 'title', 'teaser', 'publishedAt', 'image']);
}

export function blogListCategory(category: BlogCategoryWithPosts) {
  return { ...pick(category, ['slug', 'name']), posts: category.posts.map(blogListPost) };
}

export function blogArticle(post: BlogPost, category?: NamedCategory) {
  return {
    ...pick(post, ['title', 'teaser', 'body', 'publishedAt', 'image']),
    category: categoryRef(category),
  };
}
