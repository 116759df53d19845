import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsPage } from '@/features/news/site/NewsPage';
import { parseId } from '@/lib/validation/ids';
import { noSuchItem } from '@/lib/data/publishedIds';
import { readNewsPreview } from '@/features/news/data';
import { getNewsItem, listNewsIds, listPublishedNews } from '@/features/news/published';
import { PreviewBar } from '@/components/site/preview/PreviewBar';
import { previewing } from '@/lib/auth/preview';
import { newsCollection } from '@/features/news/collection';
import { newsArticle, otherNews } from '@/features/news/views';
import { localized } from '@/content/localized';
import { MISSING_ID } from '@/lib/routing/routes';
import { notFoundMetadata, pageMetadata, previewMetadata } from '@/lib/seo/metadata';
import { breadcrumbJsonLd, newsArticleJsonLd } from '@/lib/seo/jsonLd';
import { JsonLd } from '@/app/_shell/JsonLd';

interface Props {
  params: Promise<{ id: string }>;
}

/**
 * Every published item is pre-rendered; items added later render on first request and are cached.
 * MISSING_ID pre-renders the 404 answer proxy.ts gives every id that does not exist.
 */
export async function generateStaticParams() {
  return [...(await listNewsIds()).map(String), MISSING_ID].map((id) => ({ id }));
}

/**
 * The id is taken as a whole number; anything else matches no item. Staff previewing
 * (lib/auth/preview.ts) read the item now, with its draft, published or not; visitors the cached
 * published item.
 */
async function load(params: Props['params']) {
  const [{ locale }, { id: param }, preview] = await Promise.all([
    localized(),
    params,
    previewing(newsCollection),
  ]);
  const id = parseId(param);
  if (id === null) return { item: await noSuchItem('newsItem'), preview };
  return { item: await (preview ? readNewsPreview : getNewsItem)(locale, id), preview };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ item, preview }, { locale, t }] = await Promise.all([load(params), localized()]);
  if (!item) return notFoundMetadata(t.dictionary.newsNotFound);
  const metadata = pageMetadata({
    locale,
    path: (r) => r.newsItem(item.id),
    title: item.title,
    description: item.caption,
    ogType: 'article',
    pageType: 'news',
    image: item.image,
  });
  return preview ? previewMetadata(metadata) : metadata;
}

export default async function NewsItemPage({ params }: Props) {
  const [{ item, preview }, { locale, t, routes }] = await Promise.all([load(params), localized()]);
  if (!item) notFound();
  const all = await listPublishedNews(locale);
  const path = routes.newsItem(item.id);
  return (
    <>
      <JsonLd
        data={[
          newsArticleJsonLd(
            {
              title: item.title,
              description: item.caption,
              image: item.image,
              date: item.date,
              modified: item.updatedAt,
              path,
            },
            t.company,
            locale,
          ),
          breadcrumbJsonLd([
            { name: t.navLinks[0].label, path: routes.home() },
            { name: t.newsPageText.eyebrow, path: routes.news() },
            { name: item.title, path },
          ]),
        ]}
      />
      <NewsPage item={newsArticle(item)} others={otherNews(all, item)} />
      {preview && <PreviewBar path={path} />}
    </>
  );
}
