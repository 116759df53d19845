'use client';

import { adminProductsText as t } from '@/features/products/adminText';
import { endpoints } from '@/lib/api';
import { imageAltValues, imageFocusValues } from '@/lib/validation/content';
import type { ProductCategoryDto } from '@/features/products/dto';
import {
  productCategoryCreateSchema,
  productCategoryUpdateSchema,
} from '@/features/products/adminValidation';
import { ArabicSection } from '@/components/admin/common/ArabicFields';
import { DeclaredTextFields } from '@/components/admin/common/DeclaredTextFields';
import { productCategoryTexts } from '@/features/products/texts';
import { FormDialog } from '@/components/admin/common/FormDialog';
import { ItemImageField } from '@/components/admin/common/ItemImageField';
import { useItemForm } from '@/components/admin/common/useItemForm';
import { productKeys } from '../queryKeys';

/**
 * Spec: the add category modal (name, image, Preview Image) — also used to edit one. Save stays
 * enabled: an empty name answers with the spec's 'Oops...' alert, a missing image beside its field.
 */
export function CategoryDialog({
  category,
  onClose,
}: {
  category?: ProductCategoryDto;
  onClose: () => void;
}) {
  const state = useItemForm({
    schema: category ? productCategoryUpdateSchema : productCategoryCreateSchema,
    item: category,
    values: {
      ...imageAltValues('image', category?.image, category?.imageAltAr),
      ...imageFocusValues('image', category?.image),
    },
    to: { create: endpoints.productCategories, update: endpoints.productCategory },
    invalidates: [productKeys.all],
    created: t.categoryCreated,
    onClose,
    alert: { field: 'name', ...t.emptyName },
    saveAlways: true,
  });
  return (
    <FormDialog state={state} title={category ? t.editCategoryTitle : t.createCategoryTitle}>
      <DeclaredTextFields texts={productCategoryTexts} />
      <ItemImageField label={t.categoryImage} kind="photo" />
      <ArabicSection>
        <DeclaredTextFields texts={productCategoryTexts} arabic />
      </ArabicSection>
    </FormDialog>
  );
}
