'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { AnimatePresence, motion } from 'motion/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextareaField, TextField } from '@/components/ui/form/fields';
import { ImageField } from '@/components/ui/form/ImageField';
import { showAlert } from '@/components/ui/alerts';
import { adminText } from '@/content/admin';
import { adminServicesText as t } from '@/content/adminServices';
import { api, endpoints, type ServiceDto } from '@/lib/api';
import { toFormData } from '@/lib/validation/formData';
import { serviceCreateSchema, serviceUpdateSchema, type ServiceInput } from '@/lib/validation/content';
import { AdminPageHeader } from '../AdminPageHeader';
import {
  ArabicMissingChip,
  ArabicSection,
  ArabicTextareaField,
  ArabicTextField,
} from '../common/ArabicFields';
import { FormDialog } from '../common/FormDialog';
import { ListState } from '../common/ListState';
import { confirmDelete, showDeleted, useAdminMutation, usePublishToggle } from '../common/mutations';
import { PublishToggle, StatusChip } from '../common/PublishToggle';
import { imageFieldText } from '../common/text';
import { useFormSave } from '../common/useFormSave';
import styles from '../common/admin.module.css';

const common = adminText.common;
export const servicesKey = ['admin', 'services'] as const;

/** Spec: heading, Create New, the list with Publish/Unpublish toggles; a row opens the edit dialog. */
export function ServicesScreen() {
  const list = useQuery({ queryKey: servicesKey, queryFn: () => api.get(endpoints.serviceList) });
  const [editing, setEditing] = useState<ServiceDto | 'new' | null>(null);
  const toggle = usePublishToggle<ServiceDto>(servicesKey, (id, published) =>
    api.put(endpoints.servicePublished(id), { published }),
  );
  const remove = useAdminMutation({
    mutationFn: (id: number) => api.delete(endpoints.serviceDelete(id)),
    invalidates: [servicesKey],
    success: null,
  });

  const onDelete = async (service: ServiceDto) => {
    if (!(await confirmDelete())) return;
    remove.mutate(service.id, { onSuccess: () => void showDeleted(t.deleted) });
  };

  return (
    <>
      <AdminPageHeader
        title={t.heading}
        intro={t.intro}
        actions={
          <button type="button" className={styles.primaryButton} onClick={() => setEditing('new')}>
            <Plus aria-hidden size={18} />
            {common.createNew}
          </button>
        }
      />
      <ListState query={list} empty={t.empty}>
        {(services) => (
          <ul className={styles.list} aria-label={t.listLabel}>
            <AnimatePresence initial={false}>
              {services.map((service) => (
                <motion.li
                  key={service.id}
                  layout
                  initial={{ opacity: 0, y: -6 }}
                  animate={{ opacity: 1, y: 0 }}
                  exit={{ opacity: 0, x: 24 }}
                  className={styles.row}
                  data-testid="service-row"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- a small thumbnail in the admin */}
                  <img className={styles.thumb} src={service.image.src} alt="" />
                  <div className={styles.rowMain}>
                    <button
                      type="button"
                      className={styles.rowTitleButton}
                      onClick={() => setEditing(service)}
                    >
                      {service.name}
                    </button>
                    <p className={styles.rowText}>{service.description}</p>
                    <div className={styles.meta}>
                      <StatusChip published={service.published} labels={t.status} />
                      <ArabicMissingChip
                        texts={[
                          [service.name, service.nameAr],
                          [service.description, service.descriptionAr],
                        ]}
                      />
                    </div>
                  </div>
                  <div className={styles.rowActions}>
                    <PublishToggle
                      published={service.published}
                      itemName={service.name}
                      labels={t.toggle}
                      onToggle={(published) => toggle.mutate({ id: service.id, published })}
                    />
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => setEditing(service)}
                      aria-label={`${common.edit}: ${service.name}`}
                    >
                      <Pencil aria-hidden size={18} />
                    </button>
                    <button
                      type="button"
                      className={styles.iconButton}
                      onClick={() => void onDelete(service)}
                      disabled={remove.isPending && remove.variables === service.id}
                      aria-label={`${common.delete}: ${service.name}`}
                    >
                      <Trash2 aria-hidden size={18} />
                    </button>
                  </div>
                </motion.li>
              ))}
            </AnimatePresence>
          </ul>
        )}
      </ListState>
      {editing && (
        <ServiceDialog
          key={editing === 'new' ? 'new' : editing.id}
          service={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

function ServiceDialog({ service, onClose }: { service?: ServiceDto; onClose: () => void }) {
  const form = useForm<ServiceInput>({
    resolver: zodResolver(service ? serviceUpdateSchema : serviceCreateSchema),
    mode: 'onTouched',
    defaultValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      nameAr: service?.nameAr ?? '',
      descriptionAr: service?.descriptionAr ?? '',
      image: undefined,
    },
  });
  const saving = useFormSave({
    form,
    save: (values, upload) =>
      service
        ? api.upload(endpoints.service(service.id), toFormData(values), { ...upload, method: 'PATCH' })
        : api.upload(endpoints.services, toFormData(values), upload),
    invalidates: [servicesKey],
    success: service ? common.saved : t.created,
    onSaved: onClose,
  });
  const [name, description, image] = useWatch({
    control: form.control,
    name: ['name', 'description', 'image'],
  });
  // Spec: Save is enabled only when the name and description are non-blank and an image is chosen.
  const canSave = name.trim() !== '' && description.trim() !== '' && Boolean(image || service);

  return (
    <FormDialog
      open
      onClose={onClose}
      title={service ? t.editTitle : t.createTitle}
      form={form}
      onSubmit={saving.submit}
      saving={saving}
      canSave={canSave}
    >
      <TextField name="name" label={t.name} required autoComplete="off" />
      <TextareaField name="description" label={t.description} required rows={6} hint={t.descriptionHint} />
      <ImageField
        name="image"
        label={t.image}
        required={!service}
        kind="service"
        current={service?.image}
        text={imageFieldText}
        onWrongType={() => void showAlert('error', adminText.invalidFileType)}
      />
      <ArabicSection>
        <ArabicTextField name="nameAr" label={t.name} />
        <ArabicTextareaField name="descriptionAr" label={t.description} rows={6} />
      </ArabicSection>
    </FormDialog>
  );
}
