import type { Metadata } from 'next';
import { LinkCards } from '@/components/ui/LinkCards';
import { LightPageHeader } from '@/components/ui/LightPageHeader';
import { Section } from '@/components/ui/Section';
import { pageMeta } from '@/content/dictionary';
import { listBlogCategoriesWithPosts } from '@/lib/data/blog';

export const metadata: Metadata = { title: pageMeta.blog.title, description: pageMeta.blog.description };

export default async function BlogPage() {
  const categories = await listBlogCategoriesWithPosts();
  return (
    <>
      <LightPageHeader
        title="Insights on sustainability and purity in natural products"
        intro={pageMeta.blog.description}
      />
      {categories.map((category, index) => (
        <Section
          key={category.id}
          heading={`${category.name} (${category.posts.length})`}
          headingId={`blog-${category.slug}`}
          tone={index % 2 ? 'tinted' : 'plain'}
        >
          <LinkCards
            cards={category.posts.map((post) => ({
              href: `/blogPage/blogdetails/${post.id}`,
              title: post.title,
              text: post.teaser,
              image: post.image,
            }))}
          />
        </Section>
      ))}
    </>
  );
}
