'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { showAlert } from '@/components/ui/alerts';
import { TextField } from '@/components/ui/form/fields';
import { ImageField } from '@/components/ui/form/ImageField';
import { adminText } from '@/content/admin';
import { adminBlogsText as t } from '@/content/adminBlogs';
import { api, endpoints, type BlogCategoryDto } from '@/lib/api';
import {
  blogCategoryCreateSchema,
  blogCategoryUpdateSchema,
  contentMessages,
  type BlogCategoryInput,
} from '@/lib/validation/content';
import { toFormData } from '@/lib/validation/formData';
import { ArabicSection, ArabicTextField } from '../common/ArabicFields';
import { FormDialog } from '../common/FormDialog';
import { imageFieldText } from '../common/text';
import { useFormSave } from '../common/useFormSave';
import { blogKeys } from './keys';

/** Spec: 'Add Blog Category' — Category Name, image with Preview Image, Cancel and Save (also edits). */
export function CategoryDialog({ category, onClose }: { category?: BlogCategoryDto; onClose: () => void }) {
  const form = useForm<BlogCategoryInput>({
    resolver: zodResolver(category ? blogCategoryUpdateSchema : blogCategoryCreateSchema),
    mode: 'onTouched',
    defaultValues: { name: category?.name ?? '', nameAr: category?.nameAr ?? '', image: undefined },
  });
  const saving = useFormSave({
    form,
    save: (values, upload) =>
      category
        ? api.upload(endpoints.blogCategory(category.id), toFormData(values), { ...upload, method: 'PATCH' })
        : api.upload(endpoints.blogCategories, toFormData(values), upload),
    invalidates: [blogKeys.all],
    success: category ? adminText.common.saved : t.category.created,
    onSaved: onClose,
  });
  const [name, image] = useWatch({ control: form.control, name: ['name', 'image'] });
  // Spec: Save is disabled while the name is empty or no image is chosen.
  const canSave = name !== '' && Boolean(image || category);

  return (
    <FormDialog
      open
      onClose={onClose}
      title={category ? t.category.editTitle : t.category.createTitle}
      form={form}
      onSubmit={saving.submit}
      onInvalidSubmit={(errors) => {
        // Spec: a name of only spaces gives the alert 'Empty Field' / 'Category name cannot be empty.'
        if (errors.name?.message === contentMessages.categoryName)
          void showAlert('error', { title: t.emptyField, text: contentMessages.categoryName });
      }}
      saving={saving}
      canSave={canSave}
    >
      <TextField name="name" label={t.category.name} required autoComplete="off" />
      <ImageField
        name="image"
        label={t.category.image}
        required={!category}
        kind="blog"
        current={category?.image}
        text={imageFieldText}
      />
      <ArabicSection>
        <ArabicTextField name="nameAr" label={t.category.name} />
      </ArabicSection>
    </FormDialog>
  );
}
