'use client';

import { useState } from 'react';
import { TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { adminBlogsText as t } from '@/features/blog/adminText';
import { contentMessages } from '@/content/validation';
import { endpoints } from '@/lib/api';
import type { BlogPostDto } from '@/features/blog/dto';
import { localIsoDate } from '@/lib/text/dates';
import { blogPostCreateSchema, blogPostUpdateSchema } from '@/features/blog/adminValidation';
import { imageAltValues, imageFocusValues } from '@/lib/validation/content';
import { ArabicSection } from '@/components/admin/common/ArabicFields';
import { DeclaredTextField, DeclaredTextFields } from '@/components/admin/common/DeclaredTextFields';
import { blogPostTexts } from '@/features/blog/texts';
import { asDrafted, PublishAtField, useDrafts } from '@/components/admin/common/drafts';
import { FormDialog } from '@/components/admin/common/FormDialog';
import { ItemImageField } from '@/components/admin/common/ItemImageField';
import { useItemForm } from '@/components/admin/common/useItemForm';
import { BodyEditor } from './BodyEditor';
import { blogKeys } from './keys';
import own from './blogs.module.css';

const common = adminText.common;

/**
 * Spec: the 'Add Title' dialog — title, description (the teaser), image with its preview, Cancel
 * and Add — plus the article itself in Markdown with a live preview, and its date. Also edits.
 * Add waits for all of them; a title of only spaces gives the 'Empty Field' alert.
 *
 * Beside Add / Save (public at once): "Save as draft" — a new post is not public until published;
 * a published post keeps its public version and the changes wait in its draft, which the dialog
 * then opens with (its Save reads "Publish changes"), and "Discard draft" drops. "Publish at"
 * (Dubai time) has the background work publish the post, or its draft, then.
 */
export function PostDialog({
  categoryId,
  post,
  onClose,
}: {
  categoryId: number;
  post?: BlogPostDto;
  onClose: () => void;
}) {
  const [today] = useState(localIsoDate);
  const shown = post && asDrafted(post);
  const itemForm = useItemForm({
    schema: post ? blogPostUpdateSchema : blogPostCreateSchema,
    item: shown,
    values: {
      publishedAt: today,
      ...imageAltValues('image', shown?.image, shown?.imageAltAr),
      ...imageFocusValues('image', shown?.image),
    },
    to: { create: endpoints.blogCategoryPosts(categoryId), update: endpoints.blogPost },
    invalidates: [blogKeys.all],
    created: t.post.created,
    onClose,
    alert: { field: 'title', title: t.emptyField, text: contentMessages.postTitle },
  });
  const drafts = useDrafts({
    kind: 'blog-posts',
    saveLabel: post ? common.save : common.add,
    state: itemForm,
    item: post,
    invalidates: [blogKeys.all],
  });
  return (
    <FormDialog
      {...drafts.dialog}
      title={post ? t.post.editTitle : t.post.createTitle}
      className={own.postDialog}
    >
      {drafts.note}
      <div className={own.postFields}>
        <DeclaredTextField texts={blogPostTexts} name="title" />
        <TextField name="publishedAt" label={t.post.publishedAt} type="date" required />
      </div>
      <DeclaredTextField texts={blogPostTexts} name="teaser" />
      <BodyEditor name="body" label={blogPostTexts.body.label} hint={blogPostTexts.body.hint} />
      <ItemImageField label={t.post.image} kind="blog" />
      <PublishAtField />
      <ArabicSection>
        <DeclaredTextFields texts={blogPostTexts} arabic />
      </ArabicSection>
    </FormDialog>
  );
}
