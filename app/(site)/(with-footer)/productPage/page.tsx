import type { Metadata } from 'next';
import { LinkCards } from '@/components/ui/LinkCards';
import { PageBanner } from '@/components/ui/PageBanner';
import { Section } from '@/components/ui/Section';
import { pageMeta } from '@/content/dictionary';
import { listCategoriesWithProducts } from '@/lib/data/products';

export const metadata: Metadata = {
  title: pageMeta.products.title,
  description: pageMeta.products.description,
};

export default async function ProductsPage() {
  const categories = await listCategoriesWithProducts();
  return (
    <>
      <PageBanner
        title="Our Products"
        intro={pageMeta.products.description}
        image="/artwork/banners/products.svg"
      />
      {categories.map((category, index) => (
        <Section
          key={category.id}
          heading={category.name}
          headingId={`category-${category.slug}`}
          tone={index % 2 ? 'tinted' : 'plain'}
        >
          <LinkCards
            cards={category.products.map((p) => ({
              href: `/productPage/ProductDetailedPage/${p.id}`,
              title: p.name,
              text: p.details,
              image: p.image,
            }))}
          />
        </Section>
      ))}
    </>
  );
}
