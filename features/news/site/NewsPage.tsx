import { HelpCta } from '@/components/site/common/HelpCta';
import { MoreNews } from './MoreNews';
import { NewsArticle, type NewsArticleData } from './NewsArticle';
import type { NewsCardData } from './MoreNews';
import { localized } from '@/content/localized';

/** A news detail page: the article, the other news in a carousel, and 'Need more help?'. */
export async function NewsPage({ item, others }: { item: NewsArticleData; others: NewsCardData[] }) {
  const { t } = await localized();
  return (
    <>
      <NewsArticle item={item} />
      <MoreNews items={others} />
      <HelpCta text={t.dictionary.helpCta} />
    </>
  );
}
