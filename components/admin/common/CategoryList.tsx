'use client';

import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { api, type Call, type Deleted, type Reordered } from '@/lib/api';
import { QUERY } from '@/lib/routing/routes';
import type { ReorderInput } from '@/lib/validation/content';
import { parseId } from '@/lib/validation/ids';
import { AdminPageHeader } from '../AdminPageHeader';
import { CreateButton } from './CreateButton';
import { ItemList } from './ItemList';
import { ItemRow } from './ItemRow';
import { swapRows, type MoveDirection } from './MoveButtons';
import { useReorder } from './mutations';
import { useEditor } from './useEditor';
import type { HistoryKind } from '@/lib/api';
import { useItemActions } from './useItemActions';
import styles from './admin.module.css';

type Path = { readonly path: string };

/** A category of a two-level screen (product categories, blog categories). */
export interface Category {
  id: number;
  name: string;
  image: { src: string; alt: string };
}

/** What differs between the screens that list categories: where they live and what they say. */
export interface CategoryScreen<C extends Category> {
  /** The screen's query keys; every one starts with `all`. */
  keys: { all: QueryKey; list: QueryKey; category: (id: number) => QueryKey };
  endpoints: {
    list: Path & { readonly GET: Call<void, C[]> };
    category: (id: number) => Path & { readonly GET: Call<void, C> };
    order: Path & { readonly PUT: Call<ReorderInput, Reordered> };
    item: (id: number) => Path & { readonly DELETE: Call<void, Deleted> };
  };
  /** The list's page, and a category's detail (the same page with ?category=). */
  listHref: string;
  href: (id: number) => string;
  testId: string;
  /** The kind of item, for its History. */
  history: HistoryKind;
  text: {
    heading: string;
    intro: string;
    listLabel: string;
    empty: string;
    /** 'Category' in the spec's 'Category has been deleted.' */
    deleted: string;
    /** A category that still holds items is refused: the alert's title (none: a toast). */
    refusedTitle?: string;
    /** The chip under its name: how many items it holds. */
    count: (category: C) => string;
    /** The line under its name. */
    text?: (category: C) => string;
    /** A detail's way back to the list, and what it says when its category is gone. */
    back: string;
    missing: string;
    backToList: string;
  };
  /** The add / edit dialog. */
  Dialog: (props: { category?: C; onClose: () => void }) => React.ReactNode;
  /** More actions of the list page, before Create New (the products' Lists). */
  listActions?: React.ReactNode;
}

/**
 * A screen of categories: the list, or (with ?category=<id>, and &page=) that category's detail,
 * so the screen stays one static page and reload, Back and shared links show the same view.
 */
export function CategoriesScreen<C extends Category>({
  screen,
  Detail,
}: {
  screen: CategoryScreen<C>;
  Detail: (props: { categoryId: number }) => React.ReactNode;
}) {
  const categoryId = parseId(useSearchParams().get(QUERY.category));
  if (categoryId === null) return <CategoryList screen={screen} />;
  return <Detail key={categoryId} categoryId={categoryId} />;
}

/** The categories, in the order the public page shows them, with Create New; one opens its detail. */
export function CategoryList<C extends Category>({ screen }: { screen: CategoryScreen<C> }) {
  const { keys, endpoints, text: t, Dialog } = screen;
  const list = useQuery({ queryKey: keys.list, queryFn: () => api.get(endpoints.list) });
  const editor = useEditor<C>(list.data);
  const reorder = useReorder<C>(keys.list, (ids) => api.put(endpoints.order, { ids }));
  const actions = useItemActions<C>({
    listKey: keys.all,
    history: screen.history,
    item: endpoints.item,
    deleted: t.deleted,
    refusedTitle: t.refusedTitle,
  });

  // Only the two categories that change places are sent: a list open elsewhere is not overwritten.
  const move = (categories: C[], index: number, direction: MoveDirection) => {
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
          <>
            {screen.listActions}
            <CreateButton onClick={editor.create} />
          </>
        }
      />
      <ItemList query={list} label={t.listLabel} empty={t.empty}>
        {(category, index, categories) => (
          <ItemRow
            key={category.id}
            item={category}
            title={category.name}
            testId={screen.testId}
            href={screen.href(category.id)}
            text={t.text?.(category)}
            chips={<span className={styles.chip}>{t.count(category)}</span>}
            moves={{
              canMoveUp: index > 0,
              canMoveDown: index < categories.length - 1,
              onMove: (direction) => move(categories, index, direction),
            }}
            actions={actions}
            onEdit={() => editor.edit(category)}
          />
        )}
      </ItemList>
      {editor.dialog((category, close) => (
        <Dialog category={category} onClose={close} />
      ))}
    </>
  );
}
