import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogArticle } from '@/features/blog/site/BlogArticle';
import { MoreInsights } from '@/features/blog/site/MoreInsights';
import { PreviewBar } from '@/components/site/preview/PreviewBar';
import { previewing } from '@/lib/auth/preview';
import { blogPostCollection } from '@/features/blog/collection';
import { readBlogPostPreview } from '@/features/blog/data';
import { getBlogCategory, getBlogPost, listBlogPostIds, listMoreInsights } from '@/features/blog/published';
import { blogArticle, blogListPost } from '@/features/blog/views';
import { parseId } from '@/lib/validation/ids';
import { noSuchItem } from '@/lib/data/publishedIds';
import { localized } from '@/content/localized';
import { MISSING_ID } from '@/lib/routing/routes';
import { notFoundMetadata, pageMetadata, previewMetadata } from '@/lib/seo/metadata';
import { blogPostingJsonLd, breadcrumbJsonLd } from '@/lib/seo/jsonLd';
import { JsonLd } from '@/app/_shell/JsonLd';

interface Props {
  params: Promise<{ id: string }>;
}

/** How many other articles the 'More Insights' carousel offers. */
const MORE_INSIGHTS = 6;

/** Every post, and the 404 answer proxy.ts gives every id that does not exist (MISSING_ID). */
export async function generateStaticParams() {
  return [...(await listBlogPostIds()).map(String), MISSING_ID].map((id) => ({ id }));
}

/**
 * The id is taken as a whole number ('3' → 3); anything else matches no article. Staff previewing
 * (lib/auth/preview.ts) read the post now, with its draft, published or not; visitors the cached
 * published post.
 */
async function load(params: Props['params']) {
  const [{ locale }, { id: param }, preview] = await Promise.all([
    localized(),
    params,
    previewing(blogPostCollection),
  ]);
  const id = parseId(param);
  if (id === null) return { post: await noSuchItem('blogPost'), preview };
  return { post: await (preview ? readBlogPostPreview : getBlogPost)(locale, id), preview };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ post, preview }, { locale, t }] = await Promise.all([load(params), localized()]);
  if (!post) return notFoundMetadata(t.dictionary.blogNotFound);
  const metadata = pageMetadata({
    locale,
    path: (r) => r.blogPost(post.id),
    title: post.title,
    description: post.teaser,
    ogType: 'article',
    pageType: 'blog',
    image: post.image,
  });
  return preview ? previewMetadata(metadata) : metadata;
}

export default async function BlogDetailPage({ params }: Props) {
  const [{ post, preview }, { locale, t, routes }] = await Promise.all([load(params), localized()]);
  if (!post) notFound();
  const [category, more] = await Promise.all([
    getBlogCategory(locale, post.categoryId),
    listMoreInsights(locale, post, MORE_INSIGHTS),
  ]);
  const path = routes.blogPost(post.id);
  return (
    <>
      <JsonLd
        data={[
          blogPostingJsonLd(
            {
              title: post.title,
              description: post.teaser || post.title,
              image: post.image,
              date: post.publishedAt,
              modified: post.updatedAt,
              path,
            },
            t.company,
            locale,
          ),
          breadcrumbJsonLd([
            { name: t.navLinks[0].label, path: routes.home() },
            { name: t.blogDetailText.breadcrumbBlog, path: routes.blog() },
            ...(category ? [{ name: category.name, path: routes.blog(category.slug) }] : []),
            { name: post.title, path },
          ]),
        ]}
      />
      <BlogArticle post={blogArticle(post, category ?? undefined)} />
      <MoreInsights posts={more.map((post) => blogListPost(post, locale))} />
      {preview && <PreviewBar path={path} />}
    </>
  );
}
