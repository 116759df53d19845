import { BlogBrowser, BlogBrowserFromUrl } from '@/features/blog/site/BlogBrowser';
import { CategoryCatalogue } from '@/components/site/common/CategoryCatalogue';
import { Container } from '@/components/ui/Container';
import { LightPageHeader } from '@/components/ui/LightPageHeader';
import { localized } from '@/content/localized';
import { fixedPageMetadata } from '@/content/pageMetadata';
import { listBlogCategoriesWithPosts } from '@/features/blog/published';
import { blogListCategory } from '@/features/blog/views';
import styles from './blogPage.module.css';

export const generateMetadata = fixedPageMetadata('blog', (r) => r.blog());

export default async function BlogPage() {
  const { t, locale } = await localized();
  const categories = await listBlogCategoriesWithPosts(locale);
  const { blogPageText } = t;
  return (
    <>
      <LightPageHeader title={blogPageText.headline} intro={blogPageText.intro} />
      <Container className={styles.body}>
        <CategoryCatalogue
          browser={BlogBrowser}
          browserFromUrl={BlogBrowserFromUrl}
          categories={categories.map((category) => blogListCategory(category, locale))}
          locale={locale}
          text={blogPageText}
          preferredSlug={blogPageText.defaultCategory}
        />
      </Container>
    </>
  );
}
