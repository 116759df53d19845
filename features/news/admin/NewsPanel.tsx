'use client';

import { Search } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useState } from 'react';
import * as z from 'zod/mini';
import { adminText } from '@/content/admin';
import { adminHomeText } from '@/features/news/adminText';
import { api, endpoints } from '@/lib/api';
import type { NewsDto } from '@/features/news/dto';
import { formatAdminDate } from '@/lib/text/dates';
import { listQuerySchema } from '@/lib/validation/lists';
import { AdminPanel } from '@/components/admin/AdminPageHeader';
import { CreateButton } from '@/components/admin/common/CreateButton';
import { FilterForm, SearchField } from '@/components/admin/common/FilterForm';
import { ItemList } from '@/components/admin/common/ItemList';
import { DraftChips } from '@/components/admin/common/drafts';
import { ItemRow } from '@/components/admin/common/ItemRow';
import { Pager } from '@/components/admin/common/Pager';
import { pagedLookUp, useEditor } from '@/components/admin/common/useEditor';
import { useItemActions } from '@/components/admin/common/useItemActions';
import { usePagedList } from '@/components/admin/common/usePagedList';
import { NewsDialog } from './NewsDialog';
import { NewsPreview } from './NewsPreview';
import styles from '@/components/admin/common/admin.module.css';
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
  const news = usePagedList(newsListQuery, newsKey, (query) => api.get(endpoints.news, query));
  const { q } = news.values;
  const editor = useEditor<NewsDto>(
    news.list.data?.items,
    pagedLookUp((query) => api.get(endpoints.news, query)),
  );
  const [previewing, setPreviewing] = useState<NewsDto | null>(null);
  const actions = useItemActions<NewsDto>({
    listKey: newsKey,
    history: 'news',
    item: endpoints.newsItem,
    published: endpoints.newsPublished,
    deleted: t.deleted,
  });
  const total = news.list.data?.total;

  return (
    <AdminPanel
      className={`${styles.panel} ${home.section}`}
      headingRef={news.top}
      title={t.heading}
      intro={t.intro}
      actions={<CreateButton onClick={editor.create} />}
    >
      <FilterForm values={{ q }} onChange={news.set} label={t.search} className={home.search}>
        <SearchField label={t.search} placeholder={t.searchPlaceholder} />
        <button type="submit" className={styles.secondaryButton}>
          <Icon node={Search} aria-hidden size={18} />
          {common.search}
        </button>
      </FilterForm>
      <p className={home.results} role="status">
        {q && total !== undefined ? common.results(total) : ''}
      </p>
      <ItemList query={news.list} label={t.listLabel} empty={q ? t.noMatch(q) : t.empty}>
        {(item) => (
          <ItemRow
            key={item.id}
            item={item}
            title={item.title}
            testId="news-row"
            text={item.caption}
            chips={
              <>
                <time dateTime={item.date}>{formatAdminDate(item.date)}</time>
                <DraftChips item={item} />
              </>
            }
            publishLabels={t.toggle}
            onPreview={() => setPreviewing(item)}
            actions={actions}
            onEdit={() => editor.edit(item)}
            className={home.row}
          />
        )}
      </ItemList>
      <Pager list={news} />
      {editor.dialog((item, close) => (
        // A new item is the newest: show the first page, unfiltered, where it now is.
        <NewsDialog item={item} onClose={close} onCreated={() => news.set({ page: 1, q: '' })} />
      ))}
      {previewing && <NewsPreview item={previewing} onClose={() => setPreviewing(null)} />}
    </AdminPanel>
  );
}
