import { notFound } from 'next/navigation';
import { NewsPage } from '@/features/news/site/NewsPage';
import { listPublishedNews } from '@/features/news/published';
import { newsArticle, otherNews } from '@/features/news/views';
import { localized } from '@/content/localized';
import { fixedPageMetadata } from '@/content/pageMetadata';

export const generateMetadata = fixedPageMetadata('news', (r) => r.news());

/** The newest published news article, with the others in 'More Latest News'. */
export default async function NewsDetailsPage() {
  const { locale } = await localized();
  const all = await listPublishedNews(locale);
  const [featured] = all;
  if (!featured) notFound();
  return <NewsPage item={newsArticle(featured)} others={otherNews(all, featured)} />;
}
