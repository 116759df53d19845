import { Img } from '@/components/ui/Img';
import { Container } from '@/components/ui/Container';
import { Markdown } from '@/components/ui/Markdown';
import { formatDate } from '@/lib/text/dates';
import styles from './BlogArticle.module.css';
import { localized } from '@/lib/i18n/server';

export interface BlogArticleData {
  title: string;
  teaser: string;
  body: string;
  publishedAt: string;
  image: { src: string; alt: string };
  category?: { slug: string; name: string };
}

/** A blog article: breadcrumb, name, date, banner image and the full text (Markdown). */
export async function BlogArticle({ post }: { post: BlogArticleData }) {
  const { locale, t, routes } = await localized();
  return (
    <article className={styles.article} aria-labelledby="blog-title">
      <header className={styles.header}>
        <Container className={styles.headerInner}>
          <nav aria-label={t.blogDetailText.breadcrumbLabel} className={styles.breadcrumb}>
            <ol>
              <li>
                <a href={routes.blog()}>{t.blogDetailText.breadcrumbBlog}</a>
              </li>
              {post.category && (
                <li>
                  <a href={routes.blog(post.category.slug)}>{post.category.name}</a>
                </li>
              )}
            </ol>
          </nav>
          <h1 id="blog-title" className={styles.title}>
            {post.title}
          </h1>
          <p className={styles.meta}>
            {t.blogDetailText.published}{' '}
            <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
          </p>
          {post.teaser && <p className={styles.teaser}>{post.teaser}</p>}
        </Container>
      </header>
      <Container className={styles.bannerWrap}>
        <div className={styles.banner}>
          <Img
            src={post.image.src}
            alt={post.image.alt}
            fill
            priority
            sizes="(max-width: 1279px) 100vw, 1200px"
          />
        </div>
      </Container>
      <Container>
        <Markdown text={post.body} className={styles.body} />
      </Container>
    </article>
  );
}
