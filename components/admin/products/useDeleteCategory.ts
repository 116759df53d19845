'use client';

import { toast } from 'sonner';
import { showAlert } from '@/components/ui/alerts';
import { adminText } from '@/content/admin';
import { adminProductsText as t } from '@/content/adminProducts';
import { api, ApiError, endpoints, problemMessage, type ProductCategoryDto } from '@/lib/api';
import { confirmDelete, showDeleted, useAdminMutation } from '../common/mutations';
import { productKeys } from './keys';

/**
 * Deleting a category after the spec's confirmation. A category that still holds sub-products is
 * refused by the server (409): its reason (how many, and what to do) shows in an alert.
 */
export function useDeleteCategory(onDeleted?: () => void) {
  const remove = useAdminMutation({
    mutationFn: (id: number) => api.delete(endpoints.productCategoryDelete(id)),
    invalidates: [productKeys.categories],
    success: null,
    failure: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        void showAlert('error', { title: t.notEmptyTitle, text: problemMessage(error, adminText.failure) });
      } else toast.error(problemMessage(error, adminText.failure));
    },
  });
  return {
    pendingId: remove.isPending ? remove.variables : undefined,
    request: async (category: ProductCategoryDto) => {
      if (!(await confirmDelete())) return;
      remove.mutate(category.id, {
        onSuccess: () => {
          onDeleted?.();
          void showDeleted(t.categoryDeleted);
        },
      });
    },
  };
}
