import { fixedPageMetadata } from '@/content/pageMetadata';
import { ProductsPageBody } from './ProductsPageBody';

export const generateMetadata = fixedPageMetadata('products', (r) => r.products());

export default function ProductsPage() {
  return <ProductsPageBody query={{ q: '' }} />;
}
