'use client';

import { SelectField, TextareaField, TextField } from '@/components/ui/form/fields';
import { adminProductsText as t } from '@/features/products/adminText';
import {
  arabicTwin,
  TEXT_SPECS,
  TRANSLATED_SPEC_NAMES,
  type TextSpec,
} from '@/features/products/specification';
import { endpoints } from '@/lib/api';
import { imageAltValues, imageFocusValues } from '@/lib/validation/content';
import type { ProductCategoryDto, ProductDto } from '@/features/products/dto';
import { productCreateSchema, productUpdateSchema } from '@/features/products/adminValidation';
import { ArabicSection, ArabicTextareaField, ArabicTextField } from '@/components/admin/common/ArabicFields';
import { asDrafted, PublishAtField, useDrafts } from '@/components/admin/common/drafts';
import { FormDialog } from '@/components/admin/common/FormDialog';
import { ItemImageField } from '@/components/admin/common/ItemImageField';
import { useItemForm } from '@/components/admin/common/useItemForm';
import { productKeys } from '../queryKeys';
import { SpecificationSection, specificationValues } from './SpecificationFields';

/** The product page's two pictures: form field, label and the stored picture's place. */
const DETAIL_IMAGES = [
  { name: 'detailimage1', label: t.detailImage1 },
  { name: 'detailimage2', label: t.detailImage2 },
] as const;

/**
 * Spec: the add sub-product modal (name, description, image; Save posts v1/product/create with
 * subproductname, subproductdescription, subproductimage) — plus what the public product page
 * shows (short details, second description, two detail images, the specification) and the
 * category, which moves an existing sub-product. Also used to edit one; beside Save, "Save as draft" and "Publish at"
 * (common/drafts.tsx).
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
  onCreated: (product: ProductDto) => void;
}) {
  // What staff last saved: the draft, when there is one.
  const shown = product && asDrafted(product);
  const itemForm = useItemForm({
    schema: product ? productUpdateSchema : productCreateSchema,
    item: shown,
    // The spec's field names for what the item calls name and description1.
    values: {
      subproductname: shown?.name,
      subproductdescription: shown?.description1,
      category: String(shown?.categoryId ?? categoryId),
      ...specificationValues(shown),
      ...imageAltValues('subproductimage', shown?.image, shown?.imageAltAr),
      ...imageFocusValues('subproductimage', shown?.image),
      ...imageAltValues('detailimage1', shown?.images[0], shown?.imagesAltAr[0]),
      ...imageFocusValues('detailimage1', shown?.images[0]),
      ...imageAltValues('detailimage2', shown?.images[1], shown?.imagesAltAr[1]),
      ...imageFocusValues('detailimage2', shown?.images[1]),
    },
    to: { create: endpoints.productCreate, update: endpoints.product },
    invalidates: [productKeys.all],
    created: (saved) => t.productCreated(saved.name),
    onClose,
    onCreated,
  });
  const drafts = useDrafts({
    kind: 'products',
    state: itemForm,
    item: product,
    invalidates: [productKeys.all],
  });

  return (
    <FormDialog {...drafts.dialog} title={product ? t.editProductTitle : t.createProductTitle}>
      {drafts.note}
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
      <ItemImageField name="subproductimage" label={t.image} hint={t.imageHint} kind="photo" />
      {DETAIL_IMAGES.map((field, index) => (
        <ItemImageField
          key={field.name}
          name={field.name}
          label={field.label}
          hint={t.detailImageHint}
          kind="photo"
          current={shown?.images[index]}
          optional
        />
      ))}
      <SelectField
        name="category"
        label={t.category}
        required
        hint={product ? t.categoryHint : undefined}
        choices={categories.map((c) => ({ value: String(c.id), label: c.name }))}
      />
      <SpecificationSection />
      <PublishAtField />
      <ArabicSection>
        <ArabicTextField name="nameAr" label={t.productName} />
        <ArabicTextField name="detailsAr" label={t.details} />
        <ArabicTextareaField name="description1Ar" label={t.description1} rows={5} />
        <ArabicTextareaField name="description2Ar" label={t.description2} rows={4} />
        {TRANSLATED_SPEC_NAMES.map((name) => {
          const spec: TextSpec = TEXT_SPECS[name];
          const field = { name: arabicTwin(name), label: spec.admin.label };
          return spec.lines ? (
            <ArabicTextareaField key={name} {...field} rows={3} />
          ) : (
            <ArabicTextField key={name} {...field} />
          );
        })}
      </ArabicSection>
    </FormDialog>
  );
}
