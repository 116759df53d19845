import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HelpCta } from '@/components/site/common/HelpCta';
import { ProductDetail } from '@/features/products/site/ProductDetail';
import { AddToQuote } from '@/features/enquiries/AddToQuote';
import { quoteAction } from '@/features/enquiries/quoteAction';
import { ProductDocuments } from '@/features/documents/site/ProductDocuments';
import { LotLookupSection } from '@/features/documents/site/LotLookupSection';
import { ProductWhatsApp } from '@/components/site/common/WhatsAppLink';
import { getSiteSettings } from '@/features/settings/data';
import { PageBanner } from '@/components/ui/PageBanner';
import { parseId } from '@/lib/validation/ids';
import { noSuchItem } from '@/lib/data/publishedIds';
import { readProductPreview } from '@/features/products/data';
import { getProduct, getProductCategory, listProductIds } from '@/features/products/published';
import { getProductLists } from '@/features/products/published';
import { getProductDocuments } from '@/features/documents/data';
import { documentHref, documentLabel } from '@/features/documents/text';
import { specificationRows } from '@/features/products/rows';
import { PreviewBar } from '@/components/site/preview/PreviewBar';
import { previewing } from '@/lib/auth/preview';
import { productCollection } from '@/features/products/collection';
import { productArticle } from '@/features/products/views';
import { productJsonLd } from '@/features/products/jsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/jsonLd';
import { JsonLd } from '@/app/_shell/JsonLd';
import { localized } from '@/content/localized';
import { MISSING_ID } from '@/lib/routing/routes';
import { notFoundMetadata, pageMetadata, previewMetadata } from '@/lib/seo/metadata';
import { artwork } from '@/lib/images/inlineArtwork';

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

/**
 * The id is taken as a whole number; anything else matches no product. Staff previewing
 * (lib/auth/preview.ts) read the product now, with its draft, published or not; visitors the
 * cached published product.
 */
async function load(params: Props['params']) {
  const [{ locale }, { productId }, preview] = await Promise.all([
    localized(),
    params,
    previewing(productCollection),
  ]);
  const id = parseId(productId);
  if (id === null) return { product: await noSuchItem('product'), preview };
  return { product: await (preview ? readProductPreview : getProduct)(locale, id), preview };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ product, preview }, { locale, t }] = await Promise.all([load(params), localized()]);
  if (!product) return notFoundMetadata(t.dictionary.productNotFound);
  const metadata = pageMetadata({
    locale,
    path: (r) => r.product(product.id),
    title: product.name,
    description: product.details || product.description1.slice(0, 155),
    pageType: 'products',
    image: product.image,
  });
  return preview ? previewMetadata(metadata) : metadata;
}

export default async function ProductDetailPage({ params }: Props) {
  const [{ product, preview }, { t, routes, locale }, settings] = await Promise.all([
    load(params),
    localized(),
    getSiteSettings(),
  ]);
  if (!product) notFound();
  const { dictionary, productDetailText } = t;
  const [category, lists, documents] = await Promise.all([
    getProductCategory(locale, product.categoryId).then((found) => found ?? undefined),
    getProductLists(locale),
    getProductDocuments(product.id),
  ]);
  const specification = specificationRows(product, lists, locale, t.productSpecText);
  const linked = documents
    .filter((document) => document.access === 'public')
    .map((document) => ({
      name: documentLabel(t.productDocumentsText, document),
      path: documentHref(document.id, locale),
      language: document.language,
      revisionDate: document.revisionDate,
    }));
  return (
    <>
      <JsonLd
        data={[
          productJsonLd(product, category?.name, routes.product(product.id), specification, linked),
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
        image={artwork('/artwork/banners/product-detail.svg')}
      />
      <ProductDetail
        product={productArticle(product, category, specification)}
        actions={
          <AddToQuote
            productId={product.id}
            {...quoteAction(locale, t.quoteText)}
            describedBy="product-name"
          />
        }
      >
        <ProductDocuments documents={documents} product={product.name} />
        <LotLookupSection productId={product.id} />
      </ProductDetail>
      <ProductWhatsApp number={settings.whatsappNumber} product={product.name} />
      <HelpCta text={dictionary.helpCta} />
      {preview && <PreviewBar path={routes.product(product.id)} />}
    </>
  );
}
