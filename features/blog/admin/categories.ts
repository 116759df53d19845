import { adminBlogsText as t } from '@/features/blog/adminText';
import { endpoints } from '@/lib/api';
import type { BlogCategoryDto } from '@/features/blog/dto';
import { routes } from '@/lib/routing/routes';
import type { CategoryScreen } from '@/components/admin/common/CategoryList';
import { CategoryDialog } from './CategoryDialog';
import { blogKeys } from './keys';

/** The Blogs screen's categories: the list, a category's detail, their words. */
export const blogCategories: CategoryScreen<BlogCategoryDto> = {
  keys: blogKeys,
  endpoints: {
    list: endpoints.blogCategories,
    category: endpoints.blogCategory,
    order: endpoints.blogCategoriesOrder,
    item: endpoints.blogCategory,
  },
  listHref: routes.admin.blogs,
  href: (id) => routes.adminCategory('blogs', id),
  testId: 'blog-category-row',
  history: 'blog-categories',
  text: {
    heading: t.heading,
    intro: t.intro,
    listLabel: t.listLabel,
    empty: t.empty,
    deleted: t.category.deleted,
    count: (category) => t.postCount(category.postCount),
    back: t.detail.back,
    missing: t.detail.missing,
    backToList: t.detail.backToList,
  },
  Dialog: CategoryDialog,
};
