'use client';

import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide';
import { Icon } from '@/components/ui/Icon';
import { useForm, useWatch } from 'react-hook-form';
import { Form } from '@/components/ui/form/Form';
import { ImageField, type ImageFieldText } from '@/components/ui/form/ImageField';
import { adminText } from '@/content/admin';
import { adminHomeText } from '@/features/news/adminText';
import { api, endpoints, type ImageDto } from '@/lib/api';
import { routes } from '@/lib/routing/routes';
import { bannerSchema, type BannerInput } from '@/features/news/adminValidation';
import { imageAltValues, imageFocusValues } from '@/lib/validation/content';
import { ImageAltFields } from '@/components/admin/common/ItemImageField';
import { ImageFocusField } from '@/components/admin/common/ImageFocusField';
import { toFormData } from '@/lib/validation/formData';
import { AdminPanel } from '@/components/admin/AdminPageHeader';
import { SaveStatus } from '@/components/admin/common/FormDialog';
import { ListState } from '@/components/admin/common/ListState';
import { imageFieldText } from '@/components/admin/common/text';
import { useFormSave } from '@/components/admin/common/useFormSave';
import styles from '@/components/admin/common/admin.module.css';
import home from './home.module.css';
import { bannerKey } from './keys';
import { focusFieldInUrl } from '@/components/admin/common/dialogInUrl';

const common = adminText.common;
const t = adminHomeText.banner;

/** Spec: the banner's chooser offers 'Preview'. */
const bannerImageText: ImageFieldText = { ...imageFieldText, previewImage: common.preview };

/** Spec: the home banner uploader with 'Preview' and the hint 1440 x 825 px. */
export function BannerPanel() {
  const banner = useQuery({ queryKey: bannerKey, queryFn: () => api.get(endpoints.banner) });
  return (
    <AdminPanel
      className={`${styles.panel} ${home.section}`}
      title={t.heading}
      intro={t.intro}
      actions={
        <a className={home.siteLink} href={routes.home()} target="_blank" rel="noopener">
          {common.viewOnSite}
          <Icon node={ExternalLink} aria-hidden size={16} />
        </a>
      }
    >
      <ListState query={banner} empty="" isEmpty={() => false}>
        {/* A new banner gives a fresh form: the chooser empties and shows the saved picture. */}
        {({ image, imageAltAr }) => <BannerForm key={image.src} current={image} currentAltAr={imageAltAr} />}
      </ListState>
    </AdminPanel>
  );
}

function BannerForm({ current, currentAltAr }: { current: ImageDto; currentAltAr: string }) {
  const form = useForm<BannerInput>({
    resolver: zodResolver(bannerSchema),
    // The seed artwork's alt is the page's own (content/home.ts): an upload is described anew.
    defaultValues: {
      image: undefined,
      ...imageAltValues('image', current, currentAltAr),
      ...imageFocusValues('image', current),
    },
  });
  const saving = useFormSave({
    form,
    save: (values, upload) => api.upload(endpoints.banner, 'PUT', toFormData(values), upload),
    invalidates: [bannerKey],
    success: t.saved,
  });
  const image = useWatch({ control: form.control, name: 'image' });
  // Opened from Translations (?field=imageAltAr): the banner's Arabic alt.
  useEffect(() => focusFieldInUrl((name) => form.setFocus(name as never)), [form]);

  return (
    <div className={home.banner}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the admin's own view of the stored picture */}
      <img
        className={home.bannerCurrent}
        src={current.src}
        alt={t.current}
        width={current.width}
        height={current.height}
        data-testid="banner-current"
      />
      <Form form={form} onSubmit={saving.submit} className={styles.dialogForm}>
        <ImageField
          name="image"
          label={t.image}
          required
          hint={t.hint}
          kind="photo"
          current={current}
          text={bannerImageText}
        />
        <ImageAltFields name="image" label={t.image} />
        {/* A banner is replaced, never edited: the point is chosen on the new picture. */}
        <ImageFocusField name="image" label={t.image} />
        <SaveStatus saving={saving} />
        <div className={home.formActions}>
          <button type="submit" className={styles.primaryButton} disabled={!image || saving.busy}>
            {saving.busy ? common.saving : t.save}
          </button>
        </div>
      </Form>
    </div>
  );
}
