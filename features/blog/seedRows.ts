/** The seed's blog categories and posts as rows (lib/db/seed.ts runs them in its transaction). */
import { sql } from 'drizzle-orm';
import type { Transaction } from '@/lib/db/connect';
import { blogCategoryArabic, blogPostArabic } from '@/lib/db/seedTranslations';
import { blogCategories as categorySeeds, blogPosts as postSeeds } from './articles';
import { blogCategories, blogPosts } from './tables';

export async function seedBlogCategories(tx: Transaction): Promise<void> {
  for (const [position, c] of categorySeeds.entries()) {
    await tx
      .insert(blogCategories)
      .values({ slug: c.slug, name: c.name, image: c.image, position, ...blogCategoryArabic(c) });
  }
}

export async function seedBlogPosts(tx: Transaction): Promise<void> {
  const categories = new Map(
    (await tx.select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories)).map(
      (row) => [row.slug, row.id],
    ),
  );
  await tx.insert(blogPosts).values(
    postSeeds.map((p) => {
      const categoryId = categories.get(p.categorySlug);
      if (categoryId === undefined)
        throw new Error(`Seed content refers to unknown category "${p.categorySlug}"`);
      return {
        id: p.id,
        categoryId,
        title: p.title,
        teaser: p.teaser,
        body: p.body.join('\n\n'),
        image: p.image,
        ...blogPostArabic(p),
        publishedAt: p.publishedAt,
        published: true,
      };
    }),
  );
  // Rows were inserted with the spec's fixed ids: continue the sequence after them.
  await tx.execute(
    sql`SELECT setval(pg_get_serial_sequence('blog_posts', 'id'), (SELECT max(id) FROM ${blogPosts}))`,
  );
}
