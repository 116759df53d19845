import type { Metadata } from 'next';
import { Certifications } from '@/components/site/common/Certifications';
import { HelpCta } from '@/components/site/common/HelpCta';
import { ProductCatalogue } from '@/components/site/products/ProductCatalogue';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { certifications } from '@/content/certifications';
import { dictionary, pageMeta } from '@/content/dictionary';
import { productsPageText } from '@/content/productPages';
import { listCategoriesWithProducts } from '@/lib/data/products';

export const metadata: Metadata = {
  title: pageMeta.products.title,
  description: pageMeta.products.description,
  alternates: { canonical: '/productPage' },
};

export default async function ProductsPage() {
  const categories = (await listCategoriesWithProducts()).map((c) => ({
    slug: c.slug,
    name: c.name,
    blurb: c.blurb,
    products: c.products.map((p) => ({ id: p.id, name: p.name, details: p.details, image: p.image })),
  }));
  const defaultSlug = categories.some((c) => c.slug === productsPageText.defaultCategory)
    ? productsPageText.defaultCategory
    : (categories[0]?.slug ?? '');
  return (
    <>
      <PageBanner
        title={productsPageText.bannerTitle}
        intro={productsPageText.bannerIntro}
        image="/artwork/banners/products.svg"
      />
      <Section>
        <ProductCatalogue categories={categories} defaultSlug={defaultSlug} />
      </Section>
      <Certifications heading={dictionary.certificationsHeading} items={certifications} />
      <HelpCta text={dictionary.helpCta} />
    </>
  );
}
