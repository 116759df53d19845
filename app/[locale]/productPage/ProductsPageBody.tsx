import { Certifications } from '@/components/site/common/Certifications';
import { HelpCta } from '@/components/site/common/HelpCta';
import { ProductsCatalogue } from '@/features/products/site/ProductsCatalogue';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { localized } from '@/content/localized';
import { listCategoriesWithProducts } from '@/features/products/published';
import { getProductLists } from '@/features/products/published';
import { catalogueCategory } from '@/features/products/views';
import type { FinderQuery } from '@/lib/routing/finder';
import { artwork } from '@/lib/images/inlineArtwork';

/** The products listing, for `query` (the filter route renders it for a filter link's query). */
export async function ProductsPageBody({ query }: { query: FinderQuery }) {
  const { t, locale } = await localized();
  const [categories, lists] = await Promise.all([
    listCategoriesWithProducts(locale),
    getProductLists(locale),
  ]);
  const { certifications, dictionary, productsPageText } = t;
  return (
    <>
      <PageBanner
        title={productsPageText.bannerTitle}
        intro={productsPageText.bannerIntro}
        image={artwork('/artwork/banners/products.svg')}
      />
      <Section>
        <ProductsCatalogue
          categories={categories.map((c) => catalogueCategory(c, lists))}
          lists={lists}
          query={query}
          locale={locale}
          text={t}
        />
      </Section>
      <Certifications heading={dictionary.certificationsHeading} items={certifications} />
      <HelpCta text={dictionary.helpCta} />
    </>
  );
}
