import { blogDetailText as text } from '@/content/blogPages';
import { MoreCarousel } from '../common/MoreCarousel';
import { InsightCard } from './InsightCard';
import type { BlogListPost } from './types';

/** 'More Insights': other articles, 3 per view (2 under 1024 px, 1 under 640 px). */
export function MoreInsights({ posts }: { posts: BlogListPost[] }) {
  return (
    <MoreCarousel
      heading={text.moreInsightsHeading}
      intro={text.moreInsightsIntro}
      slides={posts.map((post) => (
        <InsightCard key={post.id} post={post} linkLabel={text.readArticle} />
      ))}
      breakpoints={{ 640: 2, 1024: 3 }}
    />
  );
}
