import type { Metadata } from 'next';
import { BlogBrowser, BlogBrowserFromUrl } from '@/components/site/blog/BlogBrowser';
import { CategoryCatalogue } from '@/components/site/common/CategoryCatalogue';
import { Container } from '@/components/ui/Container';
import { LightPageHeader } from '@/components/ui/LightPageHeader';
import { blogPageText } from '@/content/blogPages';
import { pageMeta } from '@/content/dictionary';
import { listBlogCategoriesWithPosts } from '@/lib/data/blog';
import { blogListCategory } from '@/lib/data/views';
import styles from './blogPage.module.css';
import { routes } from '@/lib/routing/routes';

export const metadata: Metadata = {
  title: pageMeta.blog.title,
  description: pageMeta.blog.description,
  alternates: { canonical: routes.blog() },
};

export default async function BlogPage() {
  const categories = (await listBlogCategoriesWithPosts()).map(blogListCategory);
  return (
    <>
      <LightPageHeader title={blogPageText.headline} intro={blogPageText.intro} />
      <Container className={styles.body}>
        <CategoryCatalogue
          browser={BlogBrowser}
          browserFromUrl={BlogBrowserFromUrl}
          categories={categories}
          preferredSlug={blogPageText.defaultCategory}
        />
      </Container>
    </>
  );
}
