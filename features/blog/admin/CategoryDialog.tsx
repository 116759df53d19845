'use client';

import { adminBlogsText as t } from '@/features/blog/adminText';
import { contentMessages } from '@/content/validation';
import { endpoints } from '@/lib/api';
import type { BlogCategoryDto } from '@/features/blog/dto';
import { blogCategoryCreateSchema, blogCategoryUpdateSchema } from '@/features/blog/adminValidation';
import { imageAltValues, imageFocusValues } from '@/lib/validation/content';
import { ArabicSection } from '@/components/admin/common/ArabicFields';
import { DeclaredTextFields } from '@/components/admin/common/DeclaredTextFields';
import { blogCategoryTexts } from '@/features/blog/texts';
import { FormDialog } from '@/components/admin/common/FormDialog';
import { ItemImageField } from '@/components/admin/common/ItemImageField';
import { useItemForm } from '@/components/admin/common/useItemForm';
import { blogKeys } from './keys';

/**
 * Spec: 'Add Blog Category' — Category Name, image with Preview Image, Cancel and Save (also
 * edits). Save waits for a name and an image; a name of only spaces gives the 'Empty Field' alert.
 */
export function CategoryDialog({ category, onClose }: { category?: BlogCategoryDto; onClose: () => void }) {
  const state = useItemForm({
    schema: category ? blogCategoryUpdateSchema : blogCategoryCreateSchema,
    item: category,
    values: {
      ...imageAltValues('image', category?.image, category?.imageAltAr),
      ...imageFocusValues('image', category?.image),
    },
    to: { create: endpoints.blogCategories, update: endpoints.blogCategory },
    invalidates: [blogKeys.all],
    created: t.category.created,
    onClose,
    alert: { field: 'name', title: t.emptyField, text: contentMessages.categoryName },
  });
  return (
    <FormDialog state={state} title={category ? t.category.editTitle : t.category.createTitle}>
      <DeclaredTextFields texts={blogCategoryTexts} />
      <ItemImageField label={t.category.image} kind="blog" />
      <ArabicSection>
        <DeclaredTextFields texts={blogCategoryTexts} arabic />
      </ArabicSection>
    </FormDialog>
  );
}
