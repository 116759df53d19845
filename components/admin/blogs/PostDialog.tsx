'use client';

import { useState } from 'react';
import { TextareaField, TextField } from '@/components/ui/form/fields';
import { adminText } from '@/content/admin';
import { adminBlogsText as t } from '@/content/adminBlogs';
import { contentMessages } from '@/content/validation';
import { api, endpoints, type BlogPostDto } from '@/lib/api';
import { dubaiInputValue, localIsoDate } from '@/lib/text/dates';
import { toFormData } from '@/lib/validation/formData';
import { blogPostCreateSchema, blogPostUpdateSchema } from '@/lib/validation/content';
import { ArabicSection, ArabicTextareaField, ArabicTextField } from '../common/ArabicFields';
import { PublishAtField, useDrafts } from '../common/drafts';
import { FormDialog } from '../common/FormDialog';
import { ItemImageField } from '../common/ItemImageField';
import { useItemForm } from '../common/useItemForm';
import { BodyEditor } from './BodyEditor';
import { blogKeys } from './keys';
import own from './blogs.module.css';
import styles from '../common/admin.module.css';

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
  // The form starts from what staff last saved: the draft, when there is one.
  const [shown] = useState(
    () =>
      post && { ...post, ...post.draft, publishAt: post.publishAt ? dubaiInputValue(post.publishAt) : '' },
  );
  const itemForm = useItemForm({
    schema: post ? blogPostUpdateSchema : blogPostCreateSchema,
    item: shown,
    values: { publishedAt: today },
    to: { create: endpoints.blogCategoryPosts(categoryId), update: endpoints.blogPost },
    invalidates: [blogKeys.all],
    created: t.post.created,
    onClose,
    alert: { field: 'title', title: t.emptyField, text: contentMessages.postTitle },
  });
  const { state, actions } = useDrafts({
    state: itemForm,
    item: post,
    saveDraft: (values, upload) =>
      post
        ? api.upload(endpoints.blogPostDraft(post.id), 'PUT', toFormData(values), upload)
        : api.upload(
            endpoints.blogCategoryPosts(categoryId),
            'POST',
            toFormData({ ...values, asDraft: '1' }),
            upload,
          ),
    discardDraft: (id) => api.delete(endpoints.blogPostDraft(id)),
    invalidates: [blogKeys.all],
  });
  return (
    <FormDialog
      state={state}
      title={post ? t.post.editTitle : t.post.createTitle}
      saveLabel={post ? (post.draft ? common.drafts.publishChanges : common.save) : common.add}
      className={own.postDialog}
      actions={actions}
    >
      {post?.draft && <p className={styles.dialogNote}>{common.drafts.editingDraft}</p>}
      <div className={own.postFields}>
        <TextField name="title" label={t.post.title} required autoComplete="off" />
        <TextField name="publishedAt" label={t.post.publishedAt} type="date" required />
      </div>
      <TextareaField name="teaser" label={t.post.teaser} required rows={2} hint={t.post.teaserHint} />
      <BodyEditor name="body" label={t.post.body} hint={t.post.bodyHint} />
      <ItemImageField label={t.post.image} kind="blog" />
      <PublishAtField />
      <ArabicSection>
        <ArabicTextField name="titleAr" label={t.post.title} />
        <ArabicTextareaField name="teaserAr" label={t.post.teaser} rows={2} />
        <ArabicTextareaField name="bodyAr" label={t.post.body} rows={10} />
      </ArabicSection>
    </FormDialog>
  );
}
