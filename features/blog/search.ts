/** Blog posts as the site search finds them (features/search/searchIndex.ts): every published one. */
import type { Locale } from '@/lib/i18n/locales';
import { textFor } from '@/content/text';
import { routesFor } from '@/lib/routing/routes';
import { plainText, type SearchSection } from '@/lib/text/siteSearch';
import { otherOf, otherTitles } from '@/features/search/searchIndex';
import { listBlogCategoriesWithPosts } from './published';

export async function postSearch(locale: Locale): Promise<SearchSection> {
  const [categories, others] = await Promise.all([
    listBlogCategoriesWithPosts(locale),
    listBlogCategoriesWithPosts(otherOf(locale)),
  ]);
  const other = otherTitles(
    others.flatMap((c) => c.posts),
    (p) => p.title,
  );
  return {
    label: textFor(locale).blogPageText.searchKind,
    docs: categories.flatMap((category) =>
      category.posts.map((post) => ({
        id: post.id,
        url: routesFor(locale).blogPost(post.id),
        title: post.title,
        summary: post.teaser,
        category: category.name,
        body: plainText(post.body),
        aliases: other(post.id, post.title),
      })),
    ),
  };
}
