'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { AnimatePresence, motion } from 'motion/react';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { adminText } from '@/content/admin';
import { adminBlogsText as t } from '@/content/adminBlogs';
import { api, endpoints, type BlogCategoryDto } from '@/lib/api';
import { AdminPageHeader } from '../AdminPageHeader';
import { ArabicMissingChip } from '../common/ArabicFields';
import { ListState } from '../common/ListState';
import { confirmDelete, showDeleted, useAdminMutation } from '../common/mutations';
import { CategoryDialog } from './CategoryDialog';
import { blogKeys, categoryHref } from './keys';
import styles from '../common/admin.module.css';
import own from './blogs.module.css';

const common = adminText.common;

type Direction = 'up' | 'down';

/** Spec: 'Blogs', the categories with their post counts, Delete and Create New; staff set the order. */
export function CategoryList() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: blogKeys.list(), queryFn: () => api.get(endpoints.blogCategoryList) });
  const [editing, setEditing] = useState<BlogCategoryDto | 'new' | null>(null);
  const remove = useAdminMutation({
    mutationFn: (id: number) => api.delete(endpoints.blogCategoryDelete(id)),
    invalidates: [blogKeys.all],
    success: null,
  });
  const reorder = useAdminMutation({
    mutationFn: (ids: number[]) => api.put(endpoints.blogCategoriesOrder, { ids }),
    invalidates: [blogKeys.list()],
    success: common.reordered,
  });

  // A moved row keeps the focus on its button (React may re-insert the row's element).
  const moved = useRef<{ id: number; direction: Direction } | null>(null);
  const rows = useRef(new Map<number, HTMLLIElement>());
  useEffect(() => {
    const target = moved.current;
    if (!target) return;
    moved.current = null;
    const row = rows.current.get(target.id);
    const buttons = row?.querySelectorAll<HTMLButtonElement>('[data-move]');
    const wanted = Array.from(buttons ?? []).find((b) => b.dataset.move === target.direction);
    (wanted && !wanted.disabled ? wanted : Array.from(buttons ?? []).find((b) => !b.disabled))?.focus();
  }, [list.data]);

  const move = (categories: BlogCategoryDto[], index: number, direction: Direction) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const next = [...categories];
    [next[index], next[to]] = [next[to], next[index]];
    moved.current = { id: categories[index].id, direction };
    client.setQueryData(blogKeys.list(), next);
    reorder.mutate(
      next.map((c) => c.id),
      { onError: () => void client.invalidateQueries({ queryKey: blogKeys.list() }) },
    );
  };

  const onDelete = async (category: BlogCategoryDto) => {
    if (!(await confirmDelete())) return;
    remove.mutate(category.id, { onSuccess: () => void showDeleted(t.category.deleted) });
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
      <ListState query={list} empty={t.empty}>
        {(categories) => (
          <ul className={styles.list} aria-label={t.listLabel}>
            <AnimatePresence initial={false}>
              {categories.map((category, index) => (
                <motion.li
                  key={category.id}
                  ref={(element: HTMLLIElement | null) => {
                    if (element) rows.current.set(category.id, element);
                    else rows.current.delete(category.id);
                  }}
                  layout
                  initial={{ opacity: 0, y: -6 }}
                  animate={{ opacity: 1, y: 0 }}
                  exit={{ opacity: 0, x: 24 }}
                  className={styles.row}
                  data-testid="blog-category-row"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail in the admin */}
                  <img className={styles.thumb} src={category.image.src} alt="" />
                  <div className={styles.rowMain}>
                    <Link href={categoryHref(category.id)} className={own.rowLink}>
                      {category.name}
                    </Link>
                    <p className={styles.meta}>
                      <span>{t.postCount(category.postCount)}</span>
                      <ArabicMissingChip texts={[[category.name, category.nameAr]]} />
                    </p>
                  </div>
                  <div className={styles.rowActions}>
                    <button
                      type="button"
                      className={styles.iconButton}
                      data-move="up"
                      disabled={index === 0}
                      onClick={() => move(categories, index, 'up')}
                      aria-label={common.moveUp(category.name)}
                    >
                      <ArrowUp aria-hidden size={18} />
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      data-move="down"
                      disabled={index === categories.length - 1}
                      onClick={() => move(categories, index, 'down')}
                      aria-label={common.moveDown(category.name)}
                    >
                      <ArrowDown aria-hidden size={18} />
                    </button>
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
                      onClick={() => void onDelete(category)}
                      disabled={remove.isPending && remove.variables === category.id}
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
