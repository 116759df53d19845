import { adminProductsText as t } from '@/features/products/adminText';
import { endpoints } from '@/lib/api';
import type { ProductCategoryDto } from '@/features/products/dto';
import { routes } from '@/lib/routing/routes';
import type { CategoryScreen } from '@/components/admin/common/CategoryList';
import { CategoryDialog } from './CategoryDialog';
import { productKeys } from '../queryKeys';
import { ProductListsLink } from './ProductLists';

/** The products screen's categories: the list, a category's detail, their words. */
export const productCategories: CategoryScreen<ProductCategoryDto> = {
  keys: { all: productKeys.all, list: productKeys.list, category: productKeys.category },
  endpoints: {
    list: endpoints.productCategories,
    category: endpoints.productCategory,
    order: endpoints.productCategoriesOrder,
    item: endpoints.productCategory,
  },
  listHref: routes.admin.products,
  href: (id) => routes.adminCategory('products', id),
  testId: 'category-row',
  history: 'product-categories',
  text: {
    heading: t.heading,
    intro: t.intro,
    listLabel: t.categoriesLabel,
    empty: t.emptyCategories,
    deleted: t.categoryDeleted,
    refusedTitle: t.notEmptyTitle,
    count: (category) => t.productCount(category.productCount),
    text: (category) => category.blurb,
    back: t.heading,
    missing: t.categoryMissing,
    backToList: t.heading,
  },
  Dialog: CategoryDialog,
  listActions: <ProductListsLink />,
};
