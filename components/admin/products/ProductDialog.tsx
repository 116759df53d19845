'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { SelectField, TextareaField, TextField } from '@/components/ui/form/fields';
import { ImageField } from '@/components/ui/form/ImageField';
import { adminText } from '@/content/admin';
import { adminProductsText as t } from '@/content/adminProducts';
import { api, endpoints, type ProductCategoryDto, type ProductDto } from '@/lib/api';
import { toFormData } from '@/lib/validation/formData';
import { productCreateSchema, productUpdateSchema, type ProductInput } from '@/lib/validation/content';
import { ArabicSection, ArabicTextareaField, ArabicTextField } from '../common/ArabicFields';
import { FormDialog } from '../common/FormDialog';
import { imageFieldText } from '../common/text';
import { useFormSave } from '../common/useFormSave';
import { productKeys } from './keys';

/**
 * Spec: the add sub-product modal (name, description, image; Save posts v1/product/create with
 * subproductname, subproductdescription, subproductimage) — plus what the public product page
 * shows (short details, second description, two detail images) and the category, which moves an
 * existing sub-product. Also used to edit one.
 */
export function ProductDialog({
  product,
  categoryId,
  categories,
  onClose,
  onCreated,
}: {
  product?: ProductDto;
  /** The category a new sub-product goes to (changeable in the form). */
  categoryId: number;
  categories: ProductCategoryDto[];
  onClose: () => void;
  onCreated?: (product: ProductDto) => void;
}) {
  const form = useForm<ProductInput>({
    resolver: zodResolver(product ? productUpdateSchema : productCreateSchema),
    mode: 'onTouched',
    defaultValues: {
      subproductname: product?.name ?? '',
      details: product?.details ?? '',
      subproductdescription: product?.description1 ?? '',
      description2: product?.description2 ?? '',
      nameAr: product?.nameAr ?? '',
      detailsAr: product?.detailsAr ?? '',
      description1Ar: product?.description1Ar ?? '',
      description2Ar: product?.description2Ar ?? '',
      category: String(product?.categoryId ?? categoryId),
      subproductimage: undefined,
      detailimage1: undefined,
      detailimage2: undefined,
    },
  });
  const [name, description, image] = useWatch({
    control: form.control,
    name: ['subproductname', 'subproductdescription', 'subproductimage'],
  });
  const saving = useFormSave({
    form,
    save: (values, upload) =>
      product
        ? api.upload(endpoints.product(product.id), toFormData(values), { ...upload, method: 'PATCH' })
        : api.upload(endpoints.productCreate, toFormData(values), upload),
    invalidates: [productKeys.all],
    success: product ? adminText.common.saved : t.productCreated(name.trim()),
    onSaved: (saved) => {
      onClose();
      if (!product) onCreated?.(saved);
    },
  });
  // Spec: a sub-product needs a name, a description and an image.
  const canSave = name.trim() !== '' && description.trim() !== '' && Boolean(image || product);

  return (
    <FormDialog
      open
      onClose={onClose}
      title={product ? t.editProductTitle : t.createProductTitle}
      form={form}
      onSubmit={saving.submit}
      saving={saving}
      canSave={canSave}
    >
      <TextField name="subproductname" label={t.productName} required autoComplete="off" />
      <TextField name="details" label={t.details} hint={t.detailsHint} autoComplete="off" />
      <TextareaField
        name="subproductdescription"
        label={t.description1}
        required
        rows={5}
        hint={t.description1Hint}
      />
      <TextareaField name="description2" label={t.description2} rows={4} hint={t.description2Hint} />
      <ImageField
        name="subproductimage"
        label={t.image}
        required={!product}
        hint={t.imageHint}
        kind="photo"
        current={product?.image}
        text={imageFieldText}
      />
      <ImageField
        name="detailimage1"
        label={t.detailImage1}
        hint={t.detailImageHint}
        kind="photo"
        current={product?.images[0]}
        text={imageFieldText}
      />
      <ImageField
        name="detailimage2"
        label={t.detailImage2}
        hint={t.detailImageHint}
        kind="photo"
        current={product?.images[1]}
        text={imageFieldText}
      />
      <SelectField
        name="category"
        label={t.category}
        required
        hint={product ? t.categoryHint : undefined}
        choices={categories.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <ArabicSection>
        <ArabicTextField name="nameAr" label={t.productName} />
        <ArabicTextField name="detailsAr" label={t.details} />
        <ArabicTextareaField name="description1Ar" label={t.description1} rows={5} />
        <ArabicTextareaField name="description2Ar" label={t.description2} rows={4} />
      </ArabicSection>
    </FormDialog>
  );
}
