'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { TextareaField, TextField } from '@/components/ui/form/fields';
import { ImageField } from '@/components/ui/form/ImageField';
import { showAlert } from '@/components/ui/alerts';
import { adminText } from '@/content/admin';
import { adminProductsText as t } from '@/content/adminProducts';
import { api, endpoints, type ProductCategoryDto } from '@/lib/api';
import { toFormData } from '@/lib/validation/formData';
import {
  productCategoryCreateSchema,
  productCategoryUpdateSchema,
  type ProductCategoryInput,
} from '@/lib/validation/content';
import { ArabicSection, ArabicTextareaField, ArabicTextField } from '../common/ArabicFields';
import { FormDialog } from '../common/FormDialog';
import { imageFieldText } from '../common/text';
import { useFormSave } from '../common/useFormSave';
import { productKeys } from './keys';

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
  const form = useForm<ProductCategoryInput>({
    resolver: zodResolver(category ? productCategoryUpdateSchema : productCategoryCreateSchema),
    mode: 'onTouched',
    defaultValues: {
      name: category?.name ?? '',
      blurb: category?.blurb ?? '',
      nameAr: category?.nameAr ?? '',
      blurbAr: category?.blurbAr ?? '',
      image: undefined,
    },
  });
  const saving = useFormSave({
    form,
    save: (values, upload) =>
      category
        ? api.upload(endpoints.productCategory(category.id), toFormData(values), {
            ...upload,
            method: 'PATCH',
          })
        : api.upload(endpoints.productCategories, toFormData(values), upload),
    invalidates: [productKeys.all],
    success: category ? adminText.common.saved : t.categoryCreated,
    onSaved: onClose,
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title={category ? t.editCategoryTitle : t.createCategoryTitle}
      form={form}
      onSubmit={saving.submit}
      onInvalidSubmit={() => {
        if (!form.getValues('name').trim()) void showAlert('error', t.emptyName);
      }}
      saving={saving}
      canSave
    >
      <TextField name="name" label={t.categoryName} required autoComplete="off" />
      <TextareaField name="blurb" label={t.categoryBlurb} rows={3} hint={t.categoryBlurbHint} />
      <ImageField
        name="image"
        label={t.categoryImage}
        required={!category}
        kind="photo"
        current={category?.image}
        text={imageFieldText}
      />
      <ArabicSection>
        <ArabicTextField name="nameAr" label={t.categoryName} />
        <ArabicTextareaField name="blurbAr" label={t.categoryBlurb} rows={3} />
      </ArabicSection>
    </FormDialog>
  );
}
