'use client';

import { useQuery } from '@tanstack/react-query';
import { AnimatePresence, motion } from 'motion/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { adminText } from '@/content/admin';
import { adminProductsText as t } from '@/content/adminProducts';
import { api, endpoints, type ProductCategoryDto } from '@/lib/api';
import { routes } from '@/lib/routing/routes';
import { AdminPageHeader } from '../AdminPageHeader';
import { ArabicMissingChip } from '../common/ArabicFields';
import { ListState } from '../common/ListState';
import { MoveButtons, swapRows, type MoveDirection } from '../common/MoveButtons';
import { useReorder } from '../common/mutations';
import { CategoryDialog } from './CategoryDialog';
import { productKeys } from './keys';
import { useDeleteCategory } from './useDeleteCategory';
import styles from '../common/admin.module.css';

const common = adminText.common;

export function useCategories() {
  return useQuery({
    queryKey: productKeys.categories,
    queryFn: () => api.get(endpoints.productCategoryList),
  });
}

/** Spec: 'All Product Categories' with each one's product count; a category opens its detail. */
export function CategoryList() {
  const list = useCategories();
  const [editing, setEditing] = useState<ProductCategoryDto | 'new' | null>(null);
  const reorder = useReorder<ProductCategoryDto>(productKeys.categories, (ids) =>
    api.put(endpoints.productCategoriesOrder, { ids }),
  );
  const remove = useDeleteCategory();

  // Only the two categories that change places are sent: a list open elsewhere is not overwritten.
  const move = (categories: ProductCategoryDto[], index: number, direction: MoveDirection) => {
    const moved = categories[index];
    const other = categories[direction === 'up' ? index - 1 : index + 1];
    if (!other) return;
    reorder.mutate({
      ids: direction === 'up' ? [moved.id, other.id] : [other.id, moved.id],
      arrange: (rows) => swapRows(rows, moved.id, other.id),
    });
  };

  return (
    <>
      <AdminPageHeader
        title={t.heading}
        intro={t.intro}
        actions={
          <button type="button" className={styles.primaryButton} onClick={() => setEditing('new')}>
            <Plus aria-hidden size={18} />
            {common.createNew}
          </button>
        }
      />
      <ListState query={list} empty={t.emptyCategories}>
        {(categories) => (
          <ul className={styles.list} aria-label={t.categoriesLabel}>
            <AnimatePresence initial={false}>
              {categories.map((category, index) => (
                <motion.li
                  key={category.id}
                  layout
                  initial={{ opacity: 0, y: -6 }}
                  animate={{ opacity: 1, y: 0 }}
                  exit={{ opacity: 0, x: 24 }}
                  className={styles.row}
                  data-testid="category-row"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail in the admin */}
                  <img className={styles.thumb} src={category.image.src} alt="" />
                  <div className={styles.rowMain}>
                    <Link href={routes.adminProductCategory(category.id)} className={styles.rowTitleButton}>
                      {category.name}
                    </Link>
                    {category.blurb && <p className={styles.rowText}>{category.blurb}</p>}
                    <div className={styles.meta}>
                      <span className={styles.chip}>{t.productCount(category.productCount)}</span>
                      <ArabicMissingChip
                        texts={[
                          [category.name, category.nameAr],
                          [category.blurb, category.blurbAr],
                        ]}
                      />
                    </div>
                  </div>
                  <div className={styles.rowActions}>
                    <MoveButtons
                      itemName={category.name}
                      canMoveUp={index > 0}
                      canMoveDown={index < categories.length - 1}
                      onMove={(direction) => move(categories, index, direction)}
                    />
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => setEditing(category)}
                      aria-label={`${common.edit}: ${category.name}`}
                    >
                      <Pencil aria-hidden size={18} />
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => void remove.request(category)}
                      disabled={remove.pendingId === category.id}
                      aria-label={`${common.delete}: ${category.name}`}
                    >
                      <Trash2 aria-hidden size={18} />
                    </button>
                  </div>
                </motion.li>
              ))}
            </AnimatePresence>
          </ul>
        )}
      </ListState>
      {editing && (
        <CategoryDialog
          key={editing === 'new' ? 'new' : editing.id}
          category={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
