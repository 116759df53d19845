import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { Frame } from '@/components/ui/Frame';
import { Container } from '@/components/ui/Container';
import { Markdown } from '@/components/ui/Markdown';
import { formatDate } from '@/lib/text/dates';
import styles from './BlogArticle.module.css';
import { localized } from '@/content/localized';
import type { FocusedImage } from '@/lib/images/focus';
import Bidi from '@/components/ui/Bidi';

export interface BlogArticleData {
  title: string;
  teaser: string;
  body: string;
  publishedAt: string;
  image: FocusedImage;
  category?: { slug: string; name: string };
}

/** A blog article: breadcrumb, name, date, banner image and the full text (Markdown). */
export async function BlogArticle({ post }: { post: BlogArticleData }) {
  const { locale, t, routes } = await localized();
  return (
    <article className={styles.article} aria-labelledby="blog-title">
      <header className={styles.header}>
        <Container className={styles.headerInner}>
          <Breadcrumb
            label={t.blogDetailText.breadcrumbLabel}
            trail={[
              { href: routes.blog(), label: t.blogDetailText.breadcrumbBlog },
              ...(post.category
                ? [{ href: routes.blog(post.category.slug), label: post.category.name }]
                : []),
            ]}
            className={styles.breadcrumb}
          />
          <h1 id="blog-title" className={styles.title}>
            <Bidi text={post.title} />
          </h1>
          <p className={styles.meta}>
            {t.blogDetailText.published}{' '}
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
          </p>
          {post.teaser && (
            <p className={styles.teaser}>
              <Bidi text={post.teaser} />
            </p>
          )}
        </Container>
      </header>
      <Container className={styles.bannerWrap}>
        <Frame {...post.image} priority sizes="(max-width: 1279px) 100vw, 1200px" className={styles.banner} />
      </Container>
      <Container>
        <Markdown text={post.body} className={styles.body} />
      </Container>
    </article>
  );
}
