'use client';

import { Card } from '@/components/ui/Card';
import { Thumb } from '@/components/ui/Img';
import { useRef } from 'react';
import type { SiteText } from '@/content/text';
import { countText } from '@/lib/text/plural';
import styles from './BlogBrowser.module.css';
import { CategoryButton } from '@/components/site/common/CategoryButton';
import { withUrlCategory, type CategoryBrowserProps } from '@/components/site/common/withUrlCategory';
import { FEATURED_POSTS, type BlogListCategory } from './types';
import Bidi from '@/components/ui/Bidi';

/**
 * The category list with post counts (a horizontal strip on small screens), the selected
 * category's first posts as large tiles and the rest as small 'Latest' items. A category's images
 * are pre-loaded as soon as the visitor points at, focuses or chooses it.
 */
export function BlogBrowser({
  categories,
  selectedSlug,
  onSelect,
  locale,
  text,
}: CategoryBrowserProps<BlogListCategory, SiteText['blogPageText']>) {
  const preloaded = useRef(new Set<string>([selectedSlug]));
  const selected = categories.find((c) => c.slug === selectedSlug) ?? categories[0];
  if (!selected) return null;

  const preload = (slug: string) => {
    if (preloaded.current.has(slug)) return;
    preloaded.current.add(slug);
    for (const post of categories.find((c) => c.slug === slug)?.posts ?? []) {
      const image = new window.Image();
      image.decoding = 'async';
      image.src = post.image.src;
    }
  };

  const featured = selected.posts.slice(0, FEATURED_POSTS);
  const latest = selected.posts.slice(FEATURED_POSTS);

  return (
    <div className={styles.layout}>
      <nav className={styles.categories} aria-labelledby="blog-categories-heading">
        <h2 id="blog-categories-heading" className={styles.sideHeading}>
          {text.categoriesHeading}
        </h2>
        <ul className={styles.categoryList}>
          {categories.map((category) => (
            <li key={category.slug}>
              <CategoryButton
                label={<Bidi text={category.name} isolate />}
                count={category.posts.length}
                countText={countText(locale, category.posts.length, text.postCount)}
                className={styles.categoryButton}
                aria-pressed={category.slug === selected.slug}
                onPointerEnter={() => preload(category.slug)}
                onFocus={() => preload(category.slug)}
                onClick={() => {
                  preload(category.slug);
                  onSelect?.(category.slug);
                }}
              />
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.featured} aria-labelledby="blog-selected-heading">
        <h2 id="blog-selected-heading" className={styles.selectedHeading} aria-live="polite">
          <Bidi text={selected.name} />
        </h2>
        {featured.length === 0 ? (
          <p className={styles.empty}>{text.empty}</p>
        ) : (
          <ul className={styles.tiles}>
            {featured.map((post, index) => (
              <Card
                key={post.id}
                as="li"
                title={post.title}
                href={post.href}
                image={{
                  ...post.image,
                  sizes: '(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 400px',
                  priority: index < 2,
                }}
                wide
                date={{ iso: post.publishedAt, shown: post.publishedOn }}
                text={post.teaser}
              />
            ))}
          </ul>
        )}
      </section>

      {latest.length > 0 && (
        <section className={styles.latest} aria-labelledby="blog-latest-heading">
          <h2 id="blog-latest-heading" className={styles.sideHeading}>
            {text.latestHeading}
          </h2>
          <ul className={styles.latestList}>
            {latest.map((post) => (
              <li key={post.id} className={styles.latestItem}>
                <Thumb image={post.image} width={96} height={72} className={styles.latestImage} />
                <div>
                  <a href={post.href} className={styles.latestLink}>
                    <Bidi text={post.title} />
                  </a>
                  <time dateTime={post.publishedAt} className={styles.date}>
                    {post.publishedOn}
                  </time>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

export const BlogBrowserFromUrl = withUrlCategory(BlogBrowser);
