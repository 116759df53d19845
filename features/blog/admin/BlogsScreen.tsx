'use client';

import { CategoriesScreen } from '@/components/admin/common/CategoryList';
import { blogCategories } from './categories';
import { PostList } from './PostList';

/** Spec (Admin blogs): the category list, and a category's detail with its posts. */
export function BlogsScreen() {
  return <CategoriesScreen screen={blogCategories} Detail={PostList} />;
}
