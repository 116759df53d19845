import type { Metadata } from 'next';
import { LinkCards } from '@/components/ui/LinkCards';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { pageMeta } from '@/content/dictionary';
import { listPublishedServices } from '@/lib/data/services';

export const metadata: Metadata = {
  title: pageMeta.services.title,
  description: pageMeta.services.description,
};

export default async function ServicesPage() {
  const services = await listPublishedServices();
  return (
    <>
      <PageBanner title="Our Production and Export Process" image="/artwork/banners/services.svg" />
      <Section>
        <LinkCards
          headingLevel={2}
          cards={services.map((s) => ({
            href: `/services#service-${s.id}`,
            title: s.name,
            text: s.description.split('\n\n')[0],
            image: s.image,
          }))}
        />
      </Section>
    </>
  );
}
