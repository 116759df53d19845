'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AnimatePresence, motion } from 'motion/react';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { Pagination } from '@/components/ui/Pagination';
import { adminText } from '@/content/admin';
import { adminProductsText as t } from '@/content/adminProducts';
import { api, ApiError, endpoints, type ProductDto } from '@/lib/api';
import { routes } from '@/lib/routing/routes';
import { toQueryString } from '@/lib/validation/lists';
import { AdminPageHeader } from '../AdminPageHeader';
import { ListState } from '../common/ListState';
import { MoveButtons, swapRows, type MoveDirection } from '../common/MoveButtons';
import {
  confirmDelete,
  showDeleted,
  useAdminMutation,
  usePublishToggle,
  useReorder,
} from '../common/mutations';
import { ArabicMissingChip } from '../common/ArabicFields';
import { PublishToggle, StatusChip } from '../common/PublishToggle';
import { CategoryDialog } from './CategoryDialog';
import { useCategories } from './CategoryList';
import { PRODUCTS_PAGE_SIZE, productKeys } from './keys';
import { ProductDialog } from './ProductDialog';
import { useDeleteCategory } from './useDeleteCategory';
import styles from '../common/admin.module.css';
import own from './products.module.css';

const common = adminText.common;
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The products of a category, one page (`?page=`) at a time. */
function productsQuery(categoryId: number, page: number, pageSize = PRODUCTS_PAGE_SIZE) {
  return endpoints.productCategoryProducts(categoryId, toQueryString({ page, pageSize }, { page: 1 }));
}

/**
 * Spec: a category's detail with its sub-products and the 'All Product Categories' breadcrumb.
 * Each sub-product: image, name, description, the 'Publish' / 'Un Publish' toggle, Move up/down,
 * edit and delete.
 */
export function CategoryDetail({ id, page }: { id: number; page: number }) {
  const router = useRouter();
  const category = useQuery({
    queryKey: productKeys.category(id),
    queryFn: () => api.get(endpoints.productCategoryRead(id)),
    retry: (count, error) => !isMissing(error) && count < 1,
  });
  const categories = useCategories();
  const products = useQuery({
    queryKey: productKeys.page(id, page),
    queryFn: () => api.get(productsQuery(id, page)),
    placeholderData: keepPreviousData,
    retry: (count, error) => !isMissing(error) && count < 1,
  });
  const [editing, setEditing] = useState<ProductDto | 'new' | null>(null);
  const [editingCategory, setEditingCategory] = useState(false);
  /** The row to show (and scroll to) once it is drawn: a new sub-product, or one moved to another page. */
  const [arrival, setArrival] = useState<{ id: number; direction?: MoveDirection }>();
  const goToPage = (n: number) => router.push(routes.adminProductCategory(id, n));

  const toggle = usePublishToggle<ProductDto>(productKeys.products(id), (productId, published) =>
    api.put(endpoints.productPublished(productId), { published }),
  );
  const reorder = useReorder<ProductDto>(
    productKeys.page(id, page),
    (ids) => api.put(endpoints.productCategoryProductsOrder(id), { ids }),
    [productKeys.products(id)],
  );
  const removeProduct = useAdminMutation({
    mutationFn: (productId: number) => api.delete(endpoints.productDelete(productId)),
    invalidates: [productKeys.all],
    success: null,
  });
  const removeCategory = useDeleteCategory(() => router.push(routes.admin.products));

  const total = products.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PRODUCTS_PAGE_SIZE));
  // A page emptied by deletes (or a stale link): show the last page that has rows.
  const emptyPage = products.isSuccess && !products.isPlaceholderData && products.data.items.length === 0;
  useEffect(() => {
    if (emptyPage && page > pageCount) router.replace(routes.adminProductCategory(id, pageCount));
  }, [emptyPage, page, pageCount, id, router]);

  const onDeleteProduct = async (product: ProductDto) => {
    if (!(await confirmDelete())) return;
    removeProduct.mutate(product.id, { onSuccess: () => void showDeleted(t.productDeleted) });
  };

  // Two neighbours change places; across a page break the neighbour is fetched and the moved row
  // is followed to its new page.
  const move = async (items: ProductDto[], index: number, direction: MoveDirection) => {
    const moved = items[index];
    const step = direction === 'up' ? -1 : 1;
    let other: ProductDto | undefined = items[index + step];
    const crossing = !other;
    if (crossing) {
      const position = (page - 1) * PRODUCTS_PAGE_SIZE + index + step; // 0-based, in the whole list
      other = (await api.get(productsQuery(id, position + 1, 1))).items[0];
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
          goToPage(page + step);
        },
      },
    );
  };

  if (category.isError && isMissing(category.error)) {
    return (
      <>
        <Breadcrumb />
        <p role="alert" className={styles.notice}>
          {t.categoryMissing}{' '}
          <Link href={routes.admin.products} className={styles.linkButton}>
            {t.heading}
          </Link>
        </p>
      </>
    );
  }
  const current = category.data;
  return (
    <>
      <Breadcrumb name={current?.name} />
      {current ? (
        <AdminPageHeader
          title={current.name}
          intro={current.blurb || undefined}
          actions={
            <>
              <button
                type="button"
                className={styles.primaryButton}
                onClick={() => setEditing('new')}
                disabled={!categories.data}
              >
                <Plus aria-hidden size={18} />
                {t.addProduct}
              </button>
              <button
                type="button"
                className={styles.secondaryButton}
                onClick={() => setEditingCategory(true)}
              >
                <Pencil aria-hidden size={18} />
                {t.editCategory}
              </button>
              <button
                type="button"
                className={styles.dangerButton}
                onClick={() => void removeCategory.request(current)}
                disabled={removeCategory.pendingId === current.id}
              >
                <Trash2 aria-hidden size={18} />
                {t.deleteCategory}
              </button>
            </>
          }
        />
      ) : (
        <div role="status" aria-label={common.loading} className={own.headerSkeleton} />
      )}

      <section aria-labelledby="sub-products-heading">
        <h2 id="sub-products-heading" className={own.sectionHeading}>
          {t.productsHeading}
          {products.data && <span className={own.count}> ({t.productCount(total)})</span>}
        </h2>
        <ListState query={products} empty={t.emptyProducts} isEmpty={(data) => data.items.length === 0}>
          {({ items }) => (
            <ul className={styles.list} aria-label={t.productsLabel(current?.name ?? '')}>
              <AnimatePresence initial={false}>
                {items.map((product, index) => {
                  const position = (page - 1) * PRODUCTS_PAGE_SIZE + index;
                  return (
                    <ProductRow
                      key={product.id}
                      product={product}
                      fresh={arrival?.id === product.id}
                      moves={
                        <MoveButtons
                          itemName={product.name}
                          canMoveUp={position > 0}
                          canMoveDown={position < total - 1}
                          onMove={(direction) => void move(items, index, direction)}
                          focusOnMount={arrival?.id === product.id ? arrival.direction : undefined}
                        />
                      }
                      onToggle={(published) => toggle.mutate({ id: product.id, published })}
                      onEdit={() => setEditing(product)}
                      onDelete={() => void onDeleteProduct(product)}
                      deleting={removeProduct.isPending && removeProduct.variables === product.id}
                    />
                  );
                })}
              </AnimatePresence>
            </ul>
          )}
        </ListState>
        {pageCount > 1 && (
          <Pagination page={page} pageCount={pageCount} onChange={goToPage} text={common.pagination} />
        )}
      </section>

      {editing && categories.data && (
        <ProductDialog
          key={editing === 'new' ? 'new' : editing.id}
          product={editing === 'new' ? undefined : editing}
          categoryId={id}
          categories={categories.data}
          onClose={() => setEditing(null)}
          onCreated={(created) => {
            if (created.categoryId !== id) return;
            // New sub-products go last: show the page that holds it, with it marked.
            setArrival({ id: created.id });
            const last = Math.ceil((total + 1) / PRODUCTS_PAGE_SIZE);
            if (last !== page) goToPage(last);
          }}
        />
      )}
      {editingCategory && current && (
        <CategoryDialog category={current} onClose={() => setEditingCategory(false)} />
      )}
    </>
  );
}

function Breadcrumb({ name }: { name?: string }) {
  return (
    <nav aria-label={t.breadcrumb} className={own.breadcrumb}>
      <ol>
        <li>
          <Link href={routes.admin.products}>{t.heading}</Link>
        </li>
        {name && <li aria-current="page">{name}</li>}
      </ol>
    </nav>
  );
}

function ProductRow({
  product,
  fresh,
  moves,
  onToggle,
  onEdit,
  onDelete,
  deleting,
}: {
  product: ProductDto;
  /** Just added or moved here: marked and scrolled into view. */
  fresh: boolean;
  moves: React.ReactNode;
  onToggle: (published: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const row = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (fresh) row.current?.scrollIntoView({ block: 'nearest' });
  }, [fresh]);
  return (
    <motion.li
      layout
      initial={{ opacity: 0, y: -6 }}
      animate={{ opacity: 1, y: 0 }}
      exit={{ opacity: 0, x: 24 }}
      className={fresh ? `${styles.row} ${own.fresh}` : styles.row}
      data-testid="product-row"
      ref={row}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail in the admin */}
      <img className={styles.thumb} src={product.image.src} alt="" />
      <div className={styles.rowMain}>
        <button type="button" className={styles.rowTitleButton} onClick={onEdit}>
          {product.name}
        </button>
        <p className={styles.rowText}>{product.description1}</p>
        <div className={styles.meta}>
          <StatusChip published={product.published} labels={t.status} />
          <ArabicMissingChip
            texts={[
              [product.name, product.nameAr],
              [product.details, product.detailsAr],
              [product.description1, product.description1Ar],
              [product.description2, product.description2Ar],
            ]}
          />
          {product.details && <span>{product.details}</span>}
        </div>
      </div>
      <div className={styles.rowActions}>
        <PublishToggle
          published={product.published}
          itemName={product.name}
          labels={t.toggle}
          onToggle={onToggle}
        />
        {moves}
        {product.published && (
          <a
            className={styles.iconButton}
            href={routes.product(product.id)}
            target="_blank"
            rel="noopener"
            aria-label={`${common.viewOnSite}: ${product.name}`}
          >
            <ExternalLink aria-hidden size={18} />
          </a>
        )}
        <button
          type="button"
          className={styles.iconButton}
          onClick={onEdit}
          aria-label={`${common.edit}: ${product.name}`}
        >
          <Pencil aria-hidden size={18} />
        </button>
        <button
          type="button"
          className={styles.iconButton}
          onClick={onDelete}
          disabled={deleting}
          aria-label={`${common.delete}: ${product.name}`}
        >
          <Trash2 aria-hidden size={18} />
        </button>
      </div>
    </motion.li>
  );
}
