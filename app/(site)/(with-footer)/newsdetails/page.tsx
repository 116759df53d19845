import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LightPageHeader } from '@/components/ui/LightPageHeader';
import { Prose } from '@/components/ui/Prose';
import { Section } from '@/components/ui/Section';
import { pageMeta } from '@/content/dictionary';
import { listPublishedNews } from '@/lib/data/news';
import { formatDate } from '@/lib/text/dates';

export const metadata: Metadata = { title: pageMeta.news.title, description: pageMeta.news.description };

/** The newest published news article. */
export default async function NewsDetailsPage() {
  const [featured] = await listPublishedNews();
  if (!featured) notFound();
  return (
    <article>
      <LightPageHeader title={featured.title} intro={featured.caption} image={featured.image}>
        <p>
          <time dateTime={featured.date}>{formatDate(featured.date)}</time>
        </p>
      </LightPageHeader>
      <Section>
        <Prose text={featured.body} />
      </Section>
    </article>
  );
}
