import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LightPageHeader } from '@/components/ui/LightPageHeader';
import { Prose } from '@/components/ui/Prose';
import { Section } from '@/components/ui/Section';
import { getBlogPost, listBlogPostIds } from '@/lib/data/blog';
import { parseId } from '@/lib/data/ids';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateStaticParams() {
  return (await listBlogPostIds()).map((id) => ({ id: String(id) }));
}

async function load(params: Props['params']) {
  const id = parseId((await params).id);
  return id === null ? null : getBlogPost(id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await load(params);
  if (!post) return {};
  return { title: post.title, description: post.teaser };
}

export default async function BlogDetailPage({ params }: Props) {
  const post = await load(params);
  if (!post) notFound();
  return (
    <article>
      <LightPageHeader title={post.title} intro={post.teaser} image={post.image} />
      <Section>
        <Prose text={post.body} />
      </Section>
    </article>
  );
}
