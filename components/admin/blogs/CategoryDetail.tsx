'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { AnimatePresence, motion } from 'motion/react';
import { ArrowLeft, ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Pagination } from '@/components/ui/Pagination';
import { adminText } from '@/content/admin';
import { adminBlogsText as t } from '@/content/adminBlogs';
import { api, ApiError, endpoints, type BlogCategoryDto, type BlogPostDto } from '@/lib/api';
import { routes } from '@/lib/routing/routes';
import { formatDate } from '@/lib/text/dates';
import { toQueryString } from '@/lib/validation/lists';
import { AdminPageHeader } from '../AdminPageHeader';
import { ListState } from '../common/ListState';
import { confirmDelete, showDeleted, useAdminMutation, usePublishToggle } from '../common/mutations';
import { ArabicMissingChip } from '../common/ArabicFields';
import { PublishToggle, StatusChip } from '../common/PublishToggle';
import { CategoryDialog } from './CategoryDialog';
import { blogKeys, categoryHref, POSTS_PAGE_SIZE } from './keys';
import { PostDialog } from './PostDialog';
import styles from '../common/admin.module.css';
import own from './blogs.module.css';

const common = adminText.common;

/**
 * Spec: a category's detail — the back link 'Blog', 'Create Post' (the spec's 'Create Sub-Product')
 * and its posts. Deleting the open category returns to the list.
 */
export function CategoryDetail({ id, page }: { id: number; page: number }) {
  const router = useRouter();
  const client = useQueryClient();
  const category = useQuery({
    queryKey: blogKeys.category(id),
    queryFn: () => api.get(endpoints.blogCategoryRead(id)),
  });
  const [editingCategory, setEditingCategory] = useState(false);
  const [editingPost, setEditingPost] = useState<BlogPostDto | 'new' | null>(null);
  const removeCategory = useAdminMutation({
    mutationFn: () => api.delete(endpoints.blogCategoryDelete(id)),
    invalidates: [blogKeys.list()],
    success: null,
  });

  const onDeleteCategory = async () => {
    if (!(await confirmDelete())) return;
    removeCategory.mutate(undefined, {
      onSuccess: () => {
        router.replace(routes.admin.blogs);
        void client.invalidateQueries({ queryKey: blogKeys.category(id), refetchType: 'none' });
        void showDeleted(t.category.deleted);
      },
    });
  };

  const missing = category.error instanceof ApiError && category.error.status === 404;
  return (
    <>
      <nav aria-label={t.detail.breadcrumbLabel} className={own.breadcrumb}>
        <ol>
          <li>
            <Link href={routes.admin.blogs} className={own.backLink}>
              <ArrowLeft aria-hidden size={18} />
              {t.detail.back}
            </Link>
          </li>
          {category.data && <li aria-current="page">{category.data.name}</li>}
        </ol>
      </nav>
      {missing ? (
        <div role="alert" className={styles.notice}>
          {t.detail.missing}{' '}
          <Link href={routes.admin.blogs} className={own.inlineLink}>
            {t.detail.backToList}
          </Link>
        </div>
      ) : (
        <ListState query={category} empty="">
          {(current) => (
            <>
              <AdminPageHeader
                title={current.name}
                intro={t.postCount(current.postCount)}
                actions={
                  <>
                    <button
                      type="button"
                      className={styles.secondaryButton}
                      onClick={() => setEditingCategory(true)}
                      aria-label={`${t.detail.editCategory}: ${current.name}`}
                    >
                      <Pencil aria-hidden size={18} />
                      {common.edit}
                    </button>
                    <button
                      type="button"
                      className={styles.dangerButton}
                      onClick={() => void onDeleteCategory()}
                      disabled={removeCategory.isPending}
                      aria-label={`${t.detail.deleteCategory}: ${current.name}`}
                    >
                      <Trash2 aria-hidden size={18} />
                      {common.delete}
                    </button>
                    <button
                      type="button"
                      className={styles.primaryButton}
                      onClick={() => setEditingPost('new')}
                    >
                      <Plus aria-hidden size={18} />
                      {t.detail.createPost}
                    </button>
                  </>
                }
              />
              <PostList category={current} page={page} onEdit={setEditingPost} />
              {editingCategory && (
                <CategoryDialog category={current} onClose={() => setEditingCategory(false)} />
              )}
            </>
          )}
        </ListState>
      )}
      {editingPost && (
        <PostDialog
          key={editingPost === 'new' ? 'new' : editingPost.id}
          categoryId={id}
          post={editingPost === 'new' ? undefined : editingPost}
          onClose={() => setEditingPost(null)}
        />
      )}
    </>
  );
}

/** The category's posts, newest first, a page at a time (the page is in the URL). */
function PostList({
  category,
  page,
  onEdit,
}: {
  category: BlogCategoryDto;
  page: number;
  onEdit: (post: BlogPostDto) => void;
}) {
  const router = useRouter();
  const posts = useQuery({
    queryKey: blogKeys.postsPage(category.id, page),
    queryFn: () =>
      api.get(
        endpoints.blogCategoryPostList(category.id, toQueryString({ page, pageSize: POSTS_PAGE_SIZE })),
      ),
    placeholderData: keepPreviousData,
  });
  const toggle = usePublishToggle<BlogPostDto>(blogKeys.posts(category.id), (id, published) =>
    api.put(endpoints.blogPostPublished(id), { published }),
  );
  const remove = useAdminMutation({
    mutationFn: (id: number) => api.delete(endpoints.blogPostDelete(id)),
    invalidates: [blogKeys.all],
    success: null,
  });

  // A page past the end (its last post was deleted) gives way to the last page.
  const pageCount = posts.data ? Math.max(1, Math.ceil(posts.data.total / POSTS_PAGE_SIZE)) : 1;
  const pastEnd = Boolean(posts.data) && !posts.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (pastEnd) router.replace(categoryHref(category.id, pageCount));
  }, [pastEnd, pageCount, category.id, router]);

  const onDelete = async (post: BlogPostDto) => {
    if (!(await confirmDelete())) return;
    remove.mutate(post.id, { onSuccess: () => void showDeleted(t.post.deleted) });
  };

  return (
    <ListState query={posts} empty={t.detail.empty} isEmpty={(data) => data.total === 0}>
      {(data) => (
        <>
          <ul className={styles.list} aria-label={t.detail.postsLabel(category.name)}>
            <AnimatePresence initial={false}>
              {data.items.map((post) => (
                <motion.li
                  key={post.id}
                  layout
                  initial={{ opacity: 0, y: -6 }}
                  animate={{ opacity: 1, y: 0 }}
                  exit={{ opacity: 0, x: 24 }}
                  className={styles.row}
                  data-testid="blog-post-row"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail in the admin */}
                  <img className={styles.thumb} src={post.image.src} alt="" />
                  <div className={styles.rowMain}>
                    <button type="button" className={styles.rowTitleButton} onClick={() => onEdit(post)}>
                      {post.title}
                    </button>
                    <p className={styles.rowText}>{post.teaser}</p>
                    <div className={styles.meta}>
                      <StatusChip published={post.published} labels={t.status} />
                      <ArabicMissingChip
                        texts={[
                          [post.title, post.titleAr],
                          [post.teaser, post.teaserAr],
                          [post.body, post.bodyAr],
                        ]}
                      />
                      <span>{t.post.publishedOn(formatDate(post.publishedAt))}</span>
                    </div>
                  </div>
                  <div className={styles.rowActions}>
                    <PublishToggle
                      published={post.published}
                      itemName={post.title}
                      labels={t.toggle}
                      onToggle={(published) => toggle.mutate({ id: post.id, published })}
                    />
                    {post.published && (
                      <a
                        className={styles.iconButton}
                        href={routes.blogPost(post.id)}
                        target="_blank"
                        rel="noopener"
                        aria-label={`${common.viewOnSite}: ${post.title}`}
                      >
                        <ExternalLink aria-hidden size={18} />
                      </a>
                    )}
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => onEdit(post)}
                      aria-label={`${common.edit}: ${post.title}`}
                    >
                      <Pencil aria-hidden size={18} />
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => void onDelete(post)}
                      disabled={remove.isPending && remove.variables === post.id}
                      aria-label={`${common.delete}: ${post.title}`}
                    >
                      <Trash2 aria-hidden size={18} />
                    </button>
                  </div>
                </motion.li>
              ))}
            </AnimatePresence>
          </ul>
          {pageCount > 1 && (
            <Pagination
              page={Math.min(page, pageCount)}
              pageCount={pageCount}
              onChange={(n) => router.push(categoryHref(category.id, n))}
              text={common.pagination}
            />
          )}
        </>
      )}
    </ListState>
  );
}
