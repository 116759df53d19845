'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { showAlert } from '@/components/ui/alerts';
import { TextareaField, TextField } from '@/components/ui/form/fields';
import { ImageField } from '@/components/ui/form/ImageField';
import { adminText } from '@/content/admin';
import { adminBlogsText as t } from '@/content/adminBlogs';
import { api, endpoints, type BlogPostDto } from '@/lib/api';
import { localIsoDate } from '@/lib/text/dates';
import {
  blogPostCreateSchema,
  blogPostUpdateSchema,
  contentMessages,
  type BlogPostInput,
} from '@/lib/validation/content';
import { toFormData } from '@/lib/validation/formData';
import { ArabicSection, ArabicTextareaField, ArabicTextField } from '../common/ArabicFields';
import { FormDialog } from '../common/FormDialog';
import { imageFieldText } from '../common/text';
import { useFormSave } from '../common/useFormSave';
import { BodyEditor } from './BodyEditor';
import { blogKeys } from './keys';
import own from './blogs.module.css';

const common = adminText.common;

/**
 * Spec: the 'Add Title' dialog — title, description (the teaser), image with its preview, Cancel
 * and Add — plus the article itself in Markdown with a live preview, and its date. Also edits.
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
  const form = useForm<BlogPostInput>({
    resolver: zodResolver(post ? blogPostUpdateSchema : blogPostCreateSchema),
    mode: 'onTouched',
    defaultValues: {
      title: post?.title ?? '',
      teaser: post?.teaser ?? '',
      body: post?.body ?? '',
      publishedAt: post?.publishedAt ?? localIsoDate(),
      titleAr: post?.titleAr ?? '',
      teaserAr: post?.teaserAr ?? '',
      bodyAr: post?.bodyAr ?? '',
      image: undefined,
    },
  });
  const saving = useFormSave({
    form,
    save: (values, upload) =>
      post
        ? api.upload(endpoints.blogPost(post.id), toFormData(values), { ...upload, method: 'PATCH' })
        : api.upload(endpoints.blogCategoryPosts(categoryId), toFormData(values), upload),
    invalidates: [blogKeys.all],
    success: post ? common.saved : t.post.created,
    onSaved: onClose,
  });
  const [title, teaser, body, image] = useWatch({
    control: form.control,
    name: ['title', 'teaser', 'body', 'image'],
  });
  // Spec: Add is disabled while the title is empty, the description or the article is blank, or no
  // image is chosen. A title of only spaces is let through to get the spec's alert.
  const canSave = title !== '' && teaser.trim() !== '' && body.trim() !== '' && Boolean(image || post);

  return (
    <FormDialog
      open
      onClose={onClose}
      title={post ? t.post.editTitle : t.post.createTitle}
      form={form}
      onSubmit={saving.submit}
      onInvalidSubmit={(errors) => {
        // Spec: a title of only spaces gives the alert 'Empty Field' / 'Sub-Product name cannot be empty.'
        if (errors.title?.message === contentMessages.postTitle)
          void showAlert('error', { title: t.emptyField, text: contentMessages.postTitle });
      }}
      saving={saving}
      canSave={canSave}
      saveLabel={post ? common.save : common.add}
      className={own.postDialog}
    >
      <div className={own.postFields}>
        <TextField name="title" label={t.post.title} required autoComplete="off" />
        <TextField name="publishedAt" label={t.post.publishedAt} type="date" required />
      </div>
      <TextareaField name="teaser" label={t.post.teaser} required rows={2} hint={t.post.teaserHint} />
      <BodyEditor name="body" label={t.post.body} hint={t.post.bodyHint} />
      <ImageField
        name="image"
        label={t.post.image}
        required={!post}
        kind="blog"
        current={post?.image}
        text={imageFieldText}
      />
      <ArabicSection>
        <ArabicTextField name="titleAr" label={t.post.title} />
        <ArabicTextareaField name="teaserAr" label={t.post.teaser} rows={2} />
        <ArabicTextareaField name="bodyAr" label={t.post.body} rows={10} />
      </ArabicSection>
    </FormDialog>
  );
}
