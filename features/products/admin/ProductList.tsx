'use client';

import { useQuery } from '@tanstack/react-query';
import { FileText } from 'lucide';
import { useState } from 'react';
import * as z from 'zod/mini';
import { adminProductsText as t } from '@/features/products/adminText';
import { api, endpoints } from '@/lib/api';
import type { ProductDto } from '@/features/products/dto';
import { routes } from '@/lib/routing/routes';
import { listQuerySchema } from '@/lib/validation/lists';
import { CategoryDetail } from '@/components/admin/common/CategoryDetail';
import { ItemList } from '@/components/admin/common/ItemList';
import { DraftChips, openPreview } from '@/components/admin/common/drafts';
import { ItemRow } from '@/components/admin/common/ItemRow';
import { swapRows, type MoveDirection } from '@/components/admin/common/MoveButtons';
import { useReorder } from '@/components/admin/common/mutations';
import { Pager } from '@/components/admin/common/Pager';
import { RowButton } from '@/components/admin/common/RowButton';
import { pagedLookUp, useEditor } from '@/components/admin/common/useEditor';
import { useItemActions } from '@/components/admin/common/useItemActions';
import { usePagedList } from '@/components/admin/common/usePagedList';
import { PRODUCTS_PAGE_SIZE, productKeys } from '../queryKeys';
import { DocumentsDialog } from '@/features/documents/DocumentsDialog';
import { ProductDialog } from './ProductDialog';
import { productCategories } from './categories';
import styles from '@/components/admin/common/admin.module.css';

/** The detail's page of products, kept in the URL beside ?category=. */
const pageQuery = z.pick(listQuerySchema, { page: true });

/**
 * Spec: a category's detail with its sub-products and the 'All Product Categories' breadcrumb.
 * Each sub-product: image, name, description, the 'Publish' / 'Un Publish' toggle, Move up/down,
 * its Documents (data sheets, certificates), edit and delete. A sub-product moved past the page's edge is followed to its new page.
 */
export function ProductList({ categoryId }: { categoryId: number }) {
  const products = usePagedList(pageQuery, productKeys.products(categoryId), ({ page }) =>
    api.get(endpoints.productCategoryProducts(categoryId), { page, pageSize: PRODUCTS_PAGE_SIZE }),
  );
  const categories = useQuery({
    queryKey: productKeys.list,
    queryFn: () => api.get(endpoints.productCategories),
  });
  const editor = useEditor<ProductDto>(
    products.list.data?.items,
    pagedLookUp((query) => api.get(endpoints.productCategoryProducts(categoryId), query)),
  );
  /** The product whose Documents are open. */
  const [documentsOf, setDocumentsOf] = useState<ProductDto | null>(null);
  /** The row to mark (and scroll to) once it is drawn: a new sub-product, or one moved to another page. */
  const [arrival, setArrival] = useState<{ id: number; direction?: MoveDirection }>();
  const actions = useItemActions<ProductDto>({
    listKey: productKeys.products(categoryId),
    history: 'products',
    item: endpoints.product,
    published: endpoints.productPublished,
    invalidates: [productKeys.category(categoryId)],
    deleted: t.productDeleted,
  });
  const reorder = useReorder<ProductDto>(
    products.queryKey,
    (ids) => api.put(endpoints.productCategoryProductsOrder(categoryId), { ids }),
    [productKeys.products(categoryId)],
  );
  const { page } = products;
  const total = products.list.data?.total ?? 0;

  // Two neighbours change places; across a page break the neighbour is fetched and the moved row
  // is followed to its new page.
  const move = async (items: ProductDto[], index: number, direction: MoveDirection) => {
    const moved = items[index];
    const step = direction === 'up' ? -1 : 1;
    let other: ProductDto | undefined = items[index + step];
    const crossing = !other;
    if (crossing) {
      const position = (page - 1) * PRODUCTS_PAGE_SIZE + index + step; // 0-based, in the whole list
      const query = { page: position + 1, pageSize: 1 };
      other = (await api.get(endpoints.productCategoryProducts(categoryId), query)).items[0];
      if (!other) return;
    }
    const neighbour = other!;
    reorder.mutate(
      {
        ids: direction === 'up' ? [moved.id, neighbour.id] : [neighbour.id, moved.id],
        arrange: (rows) =>
          crossing
            ? rows.map((row) => (row.id === moved.id ? neighbour : row))
            : swapRows(rows, moved.id, neighbour.id),
      },
      {
        onSuccess: () => {
          if (!crossing) return;
          setArrival({ id: moved.id, direction });
          products.goTo(page + step);
        },
      },
    );
  };

  return (
    <CategoryDetail
      screen={productCategories}
      id={categoryId}
      intro={(category) => category.blurb || undefined}
      create={{ label: t.addProduct, onClick: editor.create, disabled: !categories.data }}
    >
      {(category) => (
        <section aria-labelledby="sub-products-heading">
          <h2 id="sub-products-heading" ref={products.top} className={styles.sectionHeading}>
            {t.productsHeading}
            {products.list.data && <span className={styles.count}> ({t.productCount(total)})</span>}
          </h2>
          <ItemList query={products.list} label={t.productsLabel(category.name)} empty={t.emptyProducts}>
            {(product, index, items) => {
              const position = (page - 1) * PRODUCTS_PAGE_SIZE + index;
              const arrived = arrival?.id === product.id;
              return (
                <ItemRow
                  key={product.id}
                  item={product}
                  title={product.name}
                  testId="product-row"
                  text={product.description1}
                  chips={
                    <>
                      {product.details && <span>{product.details}</span>}
                      <DraftChips item={product} />
                    </>
                  }
                  publishLabels={t.toggle}
                  moves={{
                    canMoveUp: position > 0,
                    canMoveDown: position < total - 1,
                    onMove: (direction) => void move(items, index, direction),
                    focusOnMount: arrived ? arrival.direction : undefined,
                  }}
                  onPreview={() => openPreview('products', product.id)}
                  viewHref={routes.product(product.id)}
                  extra={
                    <RowButton
                      icon={FileText}
                      label={t.documents.button}
                      of={product.name}
                      onClick={() => setDocumentsOf(product)}
                    />
                  }
                  fresh={arrived}
                  actions={actions}
                  onEdit={() => editor.edit(product)}
                />
              );
            }}
          </ItemList>
          <Pager list={products} />
          {documentsOf && <DocumentsDialog product={documentsOf} onClose={() => setDocumentsOf(null)} />}
          {editor.dialog((product, close) => (
            <ProductDialog
              product={product}
              categoryId={categoryId}
              categories={categories.data ?? []}
              onClose={close}
              onCreated={(created) => {
                if (created.categoryId !== categoryId) return;
                // New sub-products go last: show the page that holds it, with it marked.
                setArrival({ id: created.id });
                const last = Math.ceil((total + 1) / PRODUCTS_PAGE_SIZE);
                if (last !== page) products.goTo(last);
              }}
            />
          ))}
        </section>
      )}
    </CategoryDetail>
  );
}
