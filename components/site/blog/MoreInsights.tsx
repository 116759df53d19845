import { MoreCarousel } from '../common/MoreCarousel';
import { InsightCard } from './InsightCard';
import type { BlogListPost } from './types';
import { localized } from '@/lib/i18n/server';

/** 'More Insights': other articles, 3 per view (2 under 1024 px, 1 under 640 px). */
export async function MoreInsights({ posts }: { posts: BlogListPost[] }) {
  const { t } = await localized();
  return (
    <MoreCarousel
      heading={t.blogDetailText.moreInsightsHeading}
      intro={t.blogDetailText.moreInsightsIntro}
      slides={posts.map((post) => (
        <InsightCard key={post.id} post={post} linkLabel={t.blogDetailText.readArticle} />
      ))}
      breakpoints={{ 640: 2, 1024: 3 }}
    />
  );
}
