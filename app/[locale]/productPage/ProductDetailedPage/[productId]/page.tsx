import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HelpCta } from '@/components/site/common/HelpCta';
import { ProductDetail } from '@/components/site/products/ProductDetail';
import { PageBanner } from '@/components/ui/PageBanner';
import { parseId } from '@/lib/validation/ids';
import { noSuchItem } from '@/lib/data/publishedIds';
import { getProduct, getProductCategory, listProductIds } from '@/lib/data/products';
import { productArticle } from '@/lib/data/views';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/jsonLd';
import { JsonLd } from '@/app/_shell/JsonLd';
import { localized } from '@/lib/i18n/server';
import { MISSING_ID } from '@/lib/routing/routes';
import { notFoundMetadata, pageMetadata } from '@/lib/seo/metadata';

interface Props {
  params: Promise<{ productId: string }>;
}

/**
 * Every product id is pre-rendered; ids added later render on first request and are then cached.
 * MISSING_ID pre-renders the 404 answer proxy.ts gives every id that does not exist.
 */
export async function generateStaticParams() {
  return [...(await listProductIds()).map(String), MISSING_ID].map((productId) => ({ productId }));
}

async function load(params: Props['params']) {
  const [{ locale }, { productId }] = await Promise.all([localized(), params]);
  const id = parseId(productId);
  return id === null ? noSuchItem('product') : getProduct(locale, id);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [product, { locale, t }] = await Promise.all([load(params), localized()]);
  if (!product) return notFoundMetadata(t.dictionary.productNotFound);
  return pageMetadata({
    locale,
    path: (r) => r.product(product.id),
    title: product.name,
    description: product.details || product.description1.slice(0, 155),
    pageType: 'products',
    image: product.image,
  });
}

export default async function ProductDetailPage({ params }: Props) {
  const [product, { t, routes, locale }] = await Promise.all([load(params), localized()]);
  if (!product) notFound();
  const { dictionary, productDetailText } = t;
  const category = (await getProductCategory(locale, product.categoryId)) ?? undefined;
  return (
    <>
      <JsonLd
        data={[
          productJsonLd(product, category?.name, routes.product(product.id)),
          breadcrumbJsonLd([
            { name: t.navLinks[0].label, path: routes.home() },
            { name: productDetailText.breadcrumbProducts, path: routes.products() },
            ...(category ? [{ name: category.name, path: routes.products(category.slug) }] : []),
            { name: product.name, path: routes.product(product.id) },
          ]),
        ]}
      />
      <PageBanner
        eyebrow={productDetailText.eyebrow}
        title={productDetailText.title}
        titleTag="p"
        image="/artwork/banners/product-detail.svg"
      />
      <ProductDetail product={productArticle(product, category)} />
      <HelpCta text={dictionary.helpCta} />
    </>
  );
}
