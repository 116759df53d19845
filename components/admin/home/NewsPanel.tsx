'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye, Pencil, Plus, Search, Trash2 } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Pagination } from '@/components/ui/Pagination';
import { Form } from '@/components/ui/form/Form';
import { TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { adminHomeText } from '@/content/adminHome';
import { api, endpoints, type NewsDto } from '@/lib/api';
import { formatDate } from '@/lib/text/dates';
import { listQuerySchema } from '@/lib/validation/lists';
import { ListState } from '../common/ListState';
import { confirmDelete, showDeleted, useAdminMutation, usePublishToggle } from '../common/mutations';
import { ArabicMissingChip } from '../common/ArabicFields';
import { PublishToggle, StatusChip } from '../common/PublishToggle';
import { useUrlList } from '../common/useUrlList';
import { NewsDialog } from './NewsDialog';
import { NewsPreview } from './NewsPreview';
import styles from '../common/admin.module.css';
import home from './home.module.css';
import { newsKey } from './keys';

const common = adminText.common;
const t = adminHomeText.news;

/** The list's page and search, kept in the address. */
const newsListQuery = z.pick(listQuerySchema, { page: true, q: true });

/**
 * Spec: the list of news items with 'Publish' / 'Un publish', 'Create New' and the preview; paged
 * on the server, newest first, searchable by title and caption, with page and search in the address.
 */
export function NewsPanel() {
  const {
    values: { page, q },
    query,
    set: show,
  } = useUrlList(newsListQuery);
  const list = useQuery({
    queryKey: [...newsKey, query],
    queryFn: () => api.get(endpoints.newsList(query)),
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<NewsDto | 'new' | null>(null);
  const [previewing, setPreviewing] = useState<NewsDto | null>(null);
  const toggle = usePublishToggle<NewsDto>(newsKey, (id, published) =>
    api.put(endpoints.newsPublished(id), { published }),
  );
  const remove = useAdminMutation({
    mutationFn: (id: number) => api.delete(endpoints.newsDelete(id)),
    invalidates: [newsKey],
    success: null,
  });
  const headingId = useId();

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const onDelete = async (item: NewsDto) => {
    if (!(await confirmDelete())) return;
    const lastOnPage = data?.items.length === 1 && page > 1;
    remove.mutate(item.id, {
      onSuccess: () => {
        // The page it was alone on is gone: show the one before.
        if (lastOnPage) show({ page: page - 1 });
        void showDeleted(t.deleted);
      },
    });
  };

  return (
    <section className={`${styles.panel} ${home.section}`} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <div>
          <h2 id={headingId} className={styles.panelTitle}>
            {t.heading}
          </h2>
          <p className={home.intro}>{t.intro}</p>
        </div>
        <button type="button" className={styles.primaryButton} onClick={() => setEditing('new')}>
          <Plus aria-hidden size={18} />
          {common.createNew}
        </button>
      </div>

      <SearchForm key={q} q={q} onSearch={(text) => show({ q: text })} />
      <p className={home.results} role="status">
        {q && data ? common.results(data.total) : ''}
      </p>

      <ListState
        query={list}
        empty={q ? t.noMatch(q) : t.empty}
        isEmpty={(result) => result.items.length === 0}
      >
        {({ items }) => (
          <ul className={styles.list} aria-label={t.listLabel} aria-busy={list.isPlaceholderData}>
            <AnimatePresence initial={false}>
              {items.map((item) => (
                <motion.li
                  key={item.id}
                  layout
                  initial={{ opacity: 0, y: -6 }}
                  animate={{ opacity: 1, y: 0 }}
                  exit={{ opacity: 0, x: 24 }}
                  className={`${styles.row} ${home.row}`}
                  data-testid="news-row"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail in the admin */}
                  <img className={styles.thumb} src={item.image.src} alt="" />
                  <div className={styles.rowMain}>
                    <button type="button" className={styles.rowTitleButton} onClick={() => setEditing(item)}>
                      {item.title}
                    </button>
                    <p className={styles.rowText}>{item.caption}</p>
                    <div className={styles.meta}>
                      <time dateTime={item.date}>{formatDate(item.date)}</time>
                      <StatusChip published={item.published} labels={t.status} />
                      <ArabicMissingChip
                        texts={[
                          [item.title, item.titleAr],
                          [item.caption, item.captionAr],
                          [item.description, item.descriptionAr],
                        ]}
                      />
                    </div>
                  </div>
                  <div className={styles.rowActions}>
                    <PublishToggle
                      published={item.published}
                      itemName={item.title}
                      labels={t.toggle}
                      onToggle={(published) => toggle.mutate({ id: item.id, published })}
                    />
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => setPreviewing(item)}
                      aria-label={`${t.preview}: ${item.title}`}
                    >
                      <Eye aria-hidden size={18} />
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => setEditing(item)}
                      aria-label={`${common.edit}: ${item.title}`}
                    >
                      <Pencil aria-hidden size={18} />
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => void onDelete(item)}
                      disabled={remove.isPending && remove.variables === item.id}
                      aria-label={`${common.delete}: ${item.title}`}
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

      {(pageCount > 1 || page > 1) && (
        <div className={home.pagination}>
          <Pagination
            page={page}
            pageCount={pageCount}
            onChange={(next) => show({ page: next })}
            text={common.pagination}
          />
        </div>
      )}

      {editing && (
        <NewsDialog
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          // A new item is the newest: show the first page, unfiltered, where it now is.
          onCreated={() => show({ page: 1, q: '' })}
        />
      )}
      {previewing && <NewsPreview item={previewing} onClose={() => setPreviewing(null)} />}
    </section>
  );
}

/** The search box: Enter or Search applies it (a new search starts at page 1). */
function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const form = useForm<{ q: string }>({ defaultValues: { q } });
  return (
    <Form
      form={form}
      onSubmit={(values) => onSearch(values.q.trim())}
      className={home.search}
      role="search"
      aria-label={t.search}
    >
      <TextField
        name="q"
        type="search"
        label={t.search}
        placeholder={t.searchPlaceholder}
        autoComplete="off"
      />
      <button type="submit" className={styles.secondaryButton}>
        <Search aria-hidden size={18} />
        {common.search}
      </button>
    </Form>
  );
}
