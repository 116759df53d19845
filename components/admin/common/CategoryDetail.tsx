'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { adminText } from '@/content/admin';
import { api, ApiError } from '@/lib/api';
import { AdminPageHeader } from '../AdminPageHeader';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import type { Category, CategoryScreen } from './CategoryList';
import { ListState } from './ListState';
import { RowButton } from './RowButton';
import { CreateButton } from './CreateButton';
import { useItemActions } from './useItemActions';
import styles from './admin.module.css';

const common = adminText.common;
const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * A category's detail: the way back to the list, its name with Edit category, Delete category
 * (deleting it returns to the list) and the screen's create action, then its items (`children`).
 * A category deleted elsewhere says so, with a link back.
 */
export function CategoryDetail<C extends Category>({
  screen,
  id,
  intro,
  create,
  children,
}: {
  screen: CategoryScreen<C>;
  id: number;
  intro: (category: C) => string | undefined;
  create: { label: string; onClick: () => void; disabled?: boolean };
  children: (category: C) => React.ReactNode;
}) {
  const { keys, endpoints, text: t, Dialog } = screen;
  const router = useRouter();
  const client = useQueryClient();
  const category = useQuery({
    queryKey: keys.category(id),
    queryFn: () => api.get(endpoints.category(id)),
    retry: (count, error) => !isMissing(error) && count < 1,
  });
  const [editing, setEditing] = useState(false);
  const remove = useItemActions<C>({
    listKey: keys.list,
    item: endpoints.item,
    deleted: t.deleted,
    refusedTitle: t.refusedTitle,
    onDeleted: () => {
      router.replace(screen.listHref);
      void client.invalidateQueries({ queryKey: keys.category(id), refetchType: 'none' });
    },
  });
  const trail = [{ href: screen.listHref, label: t.back }];

  if (category.isError && isMissing(category.error)) {
    return (
      <>
        <Breadcrumb label={common.breadcrumb} trail={trail} back link={Link} className={styles.breadcrumb} />
        <p role="alert" className={styles.notice}>
          {t.missing}{' '}
          <Link href={screen.listHref} className={styles.linkButton}>
            {t.backToList}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <Breadcrumb
        label={common.breadcrumb}
        trail={trail}
        current={category.data?.name}
        back
        link={Link}
        className={styles.breadcrumb}
      />
      <ListState query={category} empty="" isEmpty={() => false}>
        {(current) => (
          <>
            <AdminPageHeader
              title={current.name}
              intro={intro(current)}
              actions={
                <>
                  <RowButton
                    icon={Pencil}
                    label={common.editCategory}
                    of={current.name}
                    className={styles.secondaryButton}
                    onClick={() => setEditing(true)}
                  />
                  <RowButton
                    icon={Trash2}
                    label={common.deleteCategory}
                    of={current.name}
                    className={styles.dangerButton}
                    onClick={() => void remove.remove(current)}
                    disabled={remove.isDeleting(current)}
                  />
                  <CreateButton {...create} />
                </>
              }
            />
            {children(current)}
            {editing && <Dialog category={current} onClose={() => setEditing(false)} />}
          </>
        )}
      </ListState>
    </>
  );
}
