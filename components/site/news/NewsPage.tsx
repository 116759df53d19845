import { HelpCta } from '@/components/site/common/HelpCta';
import { dictionary } from '@/content/dictionary';
import { MoreNews } from './MoreNews';
import { NewsArticle, type NewsArticleData } from './NewsArticle';
import type { NewsCardData } from './NewsCard';

/** A news detail page: the article, the other news in a carousel, and 'Need more help?'. */
export function NewsPage({ item, others }: { item: NewsArticleData; others: NewsCardData[] }) {
  return (
    <>
      <NewsArticle item={item} />
      <MoreNews items={others} />
      <HelpCta text={dictionary.helpCta} />
    </>
  );
}
