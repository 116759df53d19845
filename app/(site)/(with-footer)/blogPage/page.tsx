import type { Metadata } from 'next';
import { BlogCatalogue } from '@/components/site/blog/BlogCatalogue';
import { Container } from '@/components/ui/Container';
import { LightPageHeader } from '@/components/ui/LightPageHeader';
import { blogPageText } from '@/content/blogPages';
import { pageMeta } from '@/content/dictionary';
import { listBlogCategoriesWithPosts } from '@/lib/data/blog';
import styles from './blogPage.module.css';

export const metadata: Metadata = {
  title: pageMeta.blog.title,
  description: pageMeta.blog.description,
  alternates: { canonical: '/blogPage' },
};

export default async function BlogPage() {
  const categories = (await listBlogCategoriesWithPosts()).map((c) => ({
    slug: c.slug,
    name: c.name,
    posts: c.posts.map((p) => ({
      id: p.id,
      title: p.title,
      teaser: p.teaser,
      publishedAt: p.publishedAt,
      image: p.image,
    })),
  }));
  const defaultSlug = categories.some((c) => c.slug === blogPageText.defaultCategory)
    ? blogPageText.defaultCategory
    : (categories[0]?.slug ?? '');
  return (
    <>
      <LightPageHeader title={blogPageText.headline} intro={blogPageText.intro} />
      <Container className={styles.body}>
        <BlogCatalogue categories={categories} defaultSlug={defaultSlug} />
      </Container>
    </>
  );
}
