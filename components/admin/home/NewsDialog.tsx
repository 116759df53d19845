'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextareaField, TextField } from '@/components/ui/form/fields';
import { ImageField } from '@/components/ui/form/ImageField';
import { adminText } from '@/content/admin';
import { adminHomeText } from '@/content/adminHome';
import { api, endpoints, type NewsDto } from '@/lib/api';
import { localIsoDate } from '@/lib/text/dates';
import { newsCreateSchema, newsUpdateSchema, type NewsInput } from '@/lib/validation/content';
import { toFormData } from '@/lib/validation/formData';
import { ArabicSection, ArabicTextareaField, ArabicTextField } from '../common/ArabicFields';
import { FormDialog } from '../common/FormDialog';
import { imageFieldText } from '../common/text';
import { useFormSave } from '../common/useFormSave';
import home from './home.module.css';
import { newsKey } from './keys';

const common = adminText.common;
const t = adminHomeText.news;

/** Spec: 'Create New' takes a title, caption, description and image (a date too, today by default). */
export function NewsDialog({
  item,
  onClose,
  onCreated,
}: {
  item?: NewsDto;
  onClose: () => void;
  onCreated: () => void;
}) {
  const [today] = useState(localIsoDate);
  const form = useForm<NewsInput>({
    resolver: zodResolver(item ? newsUpdateSchema : newsCreateSchema),
    mode: 'onTouched',
    defaultValues: {
      title: item?.title ?? '',
      caption: item?.caption ?? '',
      description: item?.description ?? '',
      date: item?.date ?? today,
      titleAr: item?.titleAr ?? '',
      captionAr: item?.captionAr ?? '',
      descriptionAr: item?.descriptionAr ?? '',
      image: undefined,
    },
  });
  const saving = useFormSave({
    form,
    save: (values, upload) =>
      item
        ? api.upload(endpoints.newsItem(item.id), toFormData(values), { ...upload, method: 'PATCH' })
        : api.upload(endpoints.news, toFormData(values), upload),
    invalidates: [newsKey],
    success: item ? common.saved : t.created,
    onSaved: () => {
      if (!item) onCreated();
      onClose();
    },
  });
  const [title, caption, description, date, image] = useWatch({
    control: form.control,
    name: ['title', 'caption', 'description', 'date', 'image'],
  });
  // Spec: title, caption, description and image are all required for Save (editing keeps the image).
  const canSave =
    title.trim() !== '' &&
    caption.trim() !== '' &&
    description.trim() !== '' &&
    date !== '' &&
    Boolean(image || item);

  return (
    <FormDialog
      open
      onClose={onClose}
      title={item ? t.editTitle : t.createTitle}
      form={form}
      onSubmit={saving.submit}
      saving={saving}
      canSave={canSave}
    >
      <TextField name="title" label={t.title} required autoComplete="off" />
      <TextareaField name="caption" label={t.caption} required rows={2} hint={t.captionHint} />
      <TextareaField name="description" label={t.description} required rows={8} hint={t.descriptionHint} />
      <TextField name="date" type="date" label={t.date} required className={home.dateField} />
      <ImageField
        name="image"
        label={t.image}
        required={!item}
        kind="photo"
        current={item?.image}
        text={imageFieldText}
      />
      <ArabicSection>
        <ArabicTextField name="titleAr" label={t.title} />
        <ArabicTextareaField name="captionAr" label={t.caption} rows={2} />
        <ArabicTextareaField name="descriptionAr" label={t.description} rows={8} />
      </ArabicSection>
    </FormDialog>
  );
}
