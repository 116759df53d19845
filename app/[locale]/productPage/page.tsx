import { Certifications } from '@/components/site/common/Certifications';
import { HelpCta } from '@/components/site/common/HelpCta';
import { CategoryCatalogue } from '@/components/site/common/CategoryCatalogue';
import { ProductBrowser, ProductBrowserFromUrl } from '@/components/site/products/ProductBrowser';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { localized } from '@/lib/i18n/server';
import { fixedPageMetadata } from '@/lib/seo/metadata';
import { listCategoriesWithProducts } from '@/lib/data/products';
import { catalogueCategory } from '@/lib/data/views';

export const generateMetadata = fixedPageMetadata('products', (r) => r.products());

export default async function ProductsPage() {
  const { t, locale } = await localized();
  const categories = await listCategoriesWithProducts(locale);
  const { certifications, dictionary, productsPageText } = t;
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
          categories={categories.map(catalogueCategory)}
          locale={locale}
          text={productsPageText}
          preferredSlug={productsPageText.defaultCategory}
        />
      </Section>
      <Certifications heading={dictionary.certificationsHeading} items={certifications} />
      <HelpCta text={dictionary.helpCta} />
    </>
  );
}
