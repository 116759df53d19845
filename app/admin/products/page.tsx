import { Suspense } from 'react';
import { ProductsScreen } from '@/features/products/admin/ProductsScreen';

/** Static: the screen reads its `?category=` on the client (hence the Suspense boundary). */
export default function AdminProductsPage() {
  return (
    <Suspense>
      <ProductsScreen />
    </Suspense>
  );
}
