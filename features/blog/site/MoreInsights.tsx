import { Card } from '@/components/ui/Card';
import { MoreCarousel } from '@/components/site/common/MoreCarousel';
import type { BlogListPost } from './types';
import { localized } from '@/content/localized';

/** 'More Insights': other articles, 3 per view (2 under 1024 px, 1 under 640 px). */
export async function MoreInsights({ posts }: { posts: BlogListPost[] }) {
  const { t } = await localized();
  return (
    <MoreCarousel
      heading={t.blogDetailText.moreInsightsHeading}
      intro={t.blogDetailText.moreInsightsIntro}
      slides={posts.map((post) => (
        <Card
          key={post.id}
          as="div"
          title={post.title}
          image={{
            src: post.image.src,
            alt: '',
            focus: post.image.focus,
            sizes: '(max-width: 639px) 100vw, (max-width: 1023px) 50vw, 380px',
          }}
          wide
          date={{ iso: post.publishedAt, shown: post.publishedOn }}
          text={post.teaser}
          more={{ label: t.blogDetailText.readArticle, href: post.href }}
        />
      ))}
      breakpoints={{ 640: 2, 1024: 3 }}
    />
  );
}
