'use client';

import * as z from 'zod/mini';
import { adminBlogsText as t } from '@/features/blog/adminText';
import { api, endpoints } from '@/lib/api';
import type { BlogPostDto } from '@/features/blog/dto';
import { routes } from '@/lib/routing/routes';
import { formatAdminDate } from '@/lib/text/dates';
import { listQuerySchema } from '@/lib/validation/lists';
import { CategoryDetail } from '@/components/admin/common/CategoryDetail';
import { DraftChips, openPreview } from '@/components/admin/common/drafts';
import { ItemList } from '@/components/admin/common/ItemList';
import { ItemRow } from '@/components/admin/common/ItemRow';
import { Pager } from '@/components/admin/common/Pager';
import { pagedLookUp, useEditor } from '@/components/admin/common/useEditor';
import { useItemActions } from '@/components/admin/common/useItemActions';
import { usePagedList } from '@/components/admin/common/usePagedList';
import { blogCategories } from './categories';
import { blogKeys, POSTS_PAGE_SIZE } from './keys';
import { PostDialog } from './PostDialog';

/** The detail's page of posts, kept in the URL beside ?category=. */
const pageQuery = z.pick(listQuerySchema, { page: true });

/**
 * Spec: a category's detail — the back link 'Blog', 'Create Post' (the spec's 'Create Sub-Product':
 * its blog "sub-products" are posts) and its posts, newest first, a page at a time.
 */
export function PostList({ categoryId }: { categoryId: number }) {
  const posts = usePagedList(pageQuery, blogKeys.posts(categoryId), ({ page }) =>
    api.get(endpoints.blogCategoryPosts(categoryId), { page, pageSize: POSTS_PAGE_SIZE }),
  );
  const editor = useEditor<BlogPostDto>(
    posts.list.data?.items,
    pagedLookUp((query) => api.get(endpoints.blogCategoryPosts(categoryId), query)),
  );
  const actions = useItemActions<BlogPostDto>({
    listKey: blogKeys.posts(categoryId),
    history: 'blog-posts',
    item: endpoints.blogPost,
    published: endpoints.blogPostPublished,
    invalidates: [blogKeys.all],
    deleted: t.post.deleted,
  });

  return (
    <CategoryDetail
      screen={blogCategories}
      id={categoryId}
      intro={(category) => t.postCount(category.postCount)}
      create={{ label: t.detail.createPost, onClick: editor.create }}
    >
      {(category) => (
        <>
          <h2 ref={posts.top} className="visually-hidden">
            {t.detail.postsLabel(category.name)}
          </h2>
          <ItemList query={posts.list} label={t.detail.postsLabel(category.name)} empty={t.detail.empty}>
            {(post) => (
              <ItemRow
                key={post.id}
                item={post}
                title={post.title}
                testId="blog-post-row"
                text={post.teaser}
                chips={
                  <>
                    <span>{t.post.publishedOn(formatAdminDate(post.publishedAt))}</span>
                    <DraftChips item={post} />
                  </>
                }
                publishLabels={t.toggle}
                viewHref={routes.blogPost(post.id)}
                onPreview={() => openPreview('blog-posts', post.id)}
                actions={actions}
                onEdit={() => editor.edit(post)}
              />
            )}
          </ItemList>
          <Pager list={posts} />
          {editor.dialog((post, close) => (
            <PostDialog categoryId={categoryId} post={post} onClose={close} />
          ))}
        </>
      )}
    </CategoryDetail>
  );
}
