import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NewsPage } from '@/components/site/news/NewsPage';
import { pageMeta } from '@/content/dictionary';
import { listPublishedNews } from '@/lib/data/news';
import { newsArticle, otherNews } from '@/lib/data/views';
import { routes } from '@/lib/routing/routes';

export const metadata: Metadata = {
  title: pageMeta.news.title,
  description: pageMeta.news.description,
  alternates: { canonical: routes.news() },
};

/** The newest published news article, with the others in 'More Latest News'. */
export default async function NewsDetailsPage() {
  const all = await listPublishedNews();
  const [featured] = all;
  if (!featured) notFound();
  return <NewsPage item={newsArticle(featured)} others={otherNews(all, featured)} />;
}
