import type { Metadata } from 'next';
import { ServiceBlocks } from '@/components/site/services/ServiceBlocks';
import { PageBanner } from '@/components/ui/PageBanner';
import { servicesPage } from '@/content/services';
import { pageMeta } from '@/content/dictionary';
import { listPublishedServices } from '@/lib/data/services';
import { serviceBlock } from '@/lib/data/views';

export const metadata: Metadata = {
  title: pageMeta.services.title,
  description: pageMeta.services.description,
};

export default async function ServicesPage() {
  const services = await listPublishedServices();
  return (
    <>
      <PageBanner
        title={servicesPage.bannerTitle}
        intro={servicesPage.intro}
        image="/artwork/banners/services.svg"
      />
      <ServiceBlocks services={services.map(serviceBlock)} />
    </>
  );
}
