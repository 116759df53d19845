import type { Metadata } from 'next';
import { Certifications } from '@/components/site/common/Certifications';
import { HelpCta } from '@/components/site/common/HelpCta';
import { CategoryCatalogue } from '@/components/site/common/CategoryCatalogue';
import { ProductBrowser, ProductBrowserFromUrl } from '@/components/site/products/ProductBrowser';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { certifications } from '@/content/certifications';
import { dictionary, pageMeta } from '@/content/dictionary';
import { productsPageText } from '@/content/productPages';
import { listCategoriesWithProducts } from '@/lib/data/products';
import { catalogueCategory } from '@/lib/data/views';
import { routes } from '@/lib/routing/routes';

export const metadata: Metadata = {
  title: pageMeta.products.title,
  description: pageMeta.products.description,
  alternates: { canonical: routes.products() },
};

export default async function ProductsPage() {
  const categories = (await listCategoriesWithProducts()).map(catalogueCategory);
  return (
    <>
      <PageBanner
        title={productsPageText.bannerTitle}
        intro={productsPageText.bannerIntro}
        image="/artwork/banners/products.svg"
      />
      <Section>
        <CategoryCatalogue
          browser={ProductBrowser}
          browserFromUrl={ProductBrowserFromUrl}
          categories={categories}
          preferredSlug={productsPageText.defaultCategory}
        />
      </Section>
      <Certifications heading={dictionary.certificationsHeading} items={certifications} />
      <HelpCta text={dictionary.helpCta} />
    </>
  );
}
