import { ServiceBlocks } from '@/features/services/site/ServiceBlocks';
import { PageBanner } from '@/components/ui/PageBanner';
import { localized } from '@/content/localized';
import { fixedPageMetadata } from '@/content/pageMetadata';
import { listPublishedServices, readServicesPreview } from '@/features/services/data';
import { PreviewBar } from '@/components/site/preview/PreviewBar';
import { previewedId, previewing } from '@/lib/auth/preview';
import { serviceCollection } from '@/features/services/collection';
import { serviceBlock } from '@/features/services/views';
import { artwork } from '@/lib/images/inlineArtwork';

export const generateMetadata = fixedPageMetadata(
  'services',
  (r) => r.services(),
  'services',
  serviceCollection,
);

/** Staff previewing a service (lib/auth/preview.ts) see every service with its draft, and that one even unpublished. */
export default async function ServicesPage() {
  const [{ t, locale, routes }, preview] = await Promise.all([localized(), previewing(serviceCollection)]);
  const services = preview
    ? await readServicesPreview(locale, await previewedId(serviceCollection))
    : await listPublishedServices(locale);
  const { servicesPage } = t;
  return (
    <>
      <PageBanner
        title={servicesPage.bannerTitle}
        intro={servicesPage.intro}
        image={artwork('/artwork/banners/services.svg')}
      />
      <ServiceBlocks services={services.map(serviceBlock)} />
      {preview && <PreviewBar path={routes.services()} />}
    </>
  );
}
