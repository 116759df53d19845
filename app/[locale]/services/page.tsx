import { ServiceBlocks } from '@/components/site/services/ServiceBlocks';
import { PageBanner } from '@/components/ui/PageBanner';
import { localized } from '@/lib/i18n/server';
import { fixedPageMetadata } from '@/lib/seo/metadata';
import { listPublishedServices } from '@/lib/data/services';
import { serviceBlock } from '@/lib/data/views';

export const generateMetadata = fixedPageMetadata('services', (r) => r.services());

export default async function ServicesPage() {
  const { t, locale } = await localized();
  const services = await listPublishedServices(locale);
  const { servicesPage } = t;
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
