'use client';

import { useState } from 'react';
import { TextField } from '@/components/ui/form/fields';
import { adminHomeText } from '@/features/news/adminText';
import { endpoints } from '@/lib/api';
import type { NewsDto } from '@/features/news/dto';
import { localIsoDate } from '@/lib/text/dates';
import { newsCreateSchema, newsUpdateSchema } from '@/features/news/adminValidation';
import { imageAltValues, imageFocusValues } from '@/lib/validation/content';
import { ArabicSection } from '@/components/admin/common/ArabicFields';
import { DeclaredTextFields } from '@/components/admin/common/DeclaredTextFields';
import { newsTexts } from '@/features/news/texts';
import { asDrafted, PublishAtField, useDrafts } from '@/components/admin/common/drafts';
import { FormDialog } from '@/components/admin/common/FormDialog';
import { ItemImageField } from '@/components/admin/common/ItemImageField';
import { useItemForm } from '@/components/admin/common/useItemForm';
import home from './home.module.css';
import { newsKey } from './keys';

const t = adminHomeText.news;

/**
 * Spec: 'Create New' takes a title, caption, description and image (a date too, today by default);
 * Save waits for all of them (an edit keeps its image). Beside Save, "Save as draft" and "Publish
 * at" (common/drafts.tsx).
 */
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
  const shown = item && asDrafted(item);
  const itemForm = useItemForm({
    schema: item ? newsUpdateSchema : newsCreateSchema,
    item: shown,
    values: {
      date: today,
      ...imageAltValues('image', shown?.image, shown?.imageAltAr),
      ...imageFocusValues('image', shown?.image),
    },
    to: { create: endpoints.news, update: endpoints.newsItem },
    invalidates: [newsKey],
    created: t.created,
    onClose,
    onCreated,
  });
  const drafts = useDrafts({
    kind: 'news',
    state: itemForm,
    item,
    invalidates: [newsKey],
  });
  return (
    <FormDialog {...drafts.dialog} title={item ? t.editTitle : t.createTitle}>
      {drafts.note}
      <DeclaredTextFields texts={newsTexts} />
      <TextField name="date" type="date" label={t.date} required className={home.dateField} />
      <ItemImageField label={t.image} kind="photo" />
      <PublishAtField />
      <ArabicSection>
        <DeclaredTextFields texts={newsTexts} arabic />
      </ArabicSection>
    </FormDialog>
  );
}
