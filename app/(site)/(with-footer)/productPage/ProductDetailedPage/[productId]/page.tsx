import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBanner } from '@/components/ui/PageBanner';
import { Prose } from '@/components/ui/Prose';
import { Section } from '@/components/ui/Section';
import { getProduct, listProductIds } from '@/lib/data/products';
import { parseId } from '@/lib/data/ids';

interface Props {
  params: Promise<{ productId: string }>;
}

/** Every product id is pre-rendered; ids added later render on first request and are then cached. */
export async function generateStaticParams() {
  return (await listProductIds()).map((id) => ({ productId: String(id) }));
}

async function load(params: Props['params']) {
  const id = parseId((await params).productId);
  return id === null ? null : getProduct(id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await load(params);
  if (!product) return {};
  return { title: product.name, description: product.details || product.description1.slice(0, 155) };
}

export default async function ProductDetailPage({ params }: Props) {
  const product = await load(params);
  if (!product) notFound();
  return (
    <>
      <PageBanner
        eyebrow="Crafted By Nature"
        title="Bringing global flavors closer to you"
        image="/artwork/banners/product-detail.svg"
      />
      <Section heading={product.name} headingId="product-name">
        <Prose text={product.description1} />
      </Section>
      <Section tone="tinted">
        <Prose text={product.description2} />
      </Section>
    </>
  );
}
