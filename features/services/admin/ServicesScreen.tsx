'use client';

import { useQuery } from '@tanstack/react-query';
import { showAlert } from '@/components/ui/alerts';
import { adminText } from '@/content/admin';
import { adminServicesText as t } from '@/features/services/adminText';
import { api, endpoints } from '@/lib/api';
import type { ServiceDto } from '@/features/services/dto';
import { serviceCreateSchema, serviceUpdateSchema } from '@/features/services/adminValidation';
import { imageAltValues, imageFocusValues } from '@/lib/validation/content';
import { AdminPageHeader } from '@/components/admin/AdminPageHeader';
import { ArabicSection } from '@/components/admin/common/ArabicFields';
import { DeclaredTextFields } from '@/components/admin/common/DeclaredTextFields';
import { serviceTexts } from '@/features/services/texts';
import { CreateButton } from '@/components/admin/common/CreateButton';
import {
  asDrafted,
  DraftChips,
  openPreview,
  PublishAtField,
  useDrafts,
} from '@/components/admin/common/drafts';
import { FormDialog } from '@/components/admin/common/FormDialog';
import { ItemImageField } from '@/components/admin/common/ItemImageField';
import { ItemList } from '@/components/admin/common/ItemList';
import { ItemRow } from '@/components/admin/common/ItemRow';
import { useEditor } from '@/components/admin/common/useEditor';
import { useItemActions } from '@/components/admin/common/useItemActions';
import { useItemForm } from '@/components/admin/common/useItemForm';

export const servicesKey = ['admin', 'services'] as const;

/** Spec: heading, Create New, the list with Publish/Unpublish toggles; a row opens the edit dialog. */
export function ServicesScreen() {
  const list = useQuery({ queryKey: servicesKey, queryFn: () => api.get(endpoints.services) });
  const editor = useEditor<ServiceDto>(list.data);
  const actions = useItemActions<ServiceDto>({
    listKey: servicesKey,
    history: 'services',
    item: endpoints.service,
    published: endpoints.servicePublished,
    deleted: t.deleted,
  });

  return (
    <>
      <AdminPageHeader title={t.heading} intro={t.intro} actions={<CreateButton onClick={editor.create} />} />
      <ItemList query={list} label={t.listLabel} empty={t.empty}>
        {(service) => (
          <ItemRow
            key={service.id}
            item={service}
            title={service.name}
            testId="service-row"
            text={service.description}
            chips={<DraftChips item={service} />}
            publishLabels={t.toggle}
            onPreview={() => openPreview('services', service.id)}
            actions={actions}
            onEdit={() => editor.edit(service)}
          />
        )}
      </ItemList>
      {editor.dialog((service, close) => (
        <ServiceDialog service={service} onClose={close} />
      ))}
    </>
  );
}

/**
 * Spec: Save is enabled only when the name and description are non-blank and an image is chosen.
 * A new service is unpublished (spec); "Publish at" publishes it then. An edit of a published one
 * can wait as a draft (common/drafts.tsx).
 */
function ServiceDialog({ service, onClose }: { service?: ServiceDto; onClose: () => void }) {
  const shown = service && asDrafted(service);
  const itemForm = useItemForm({
    schema: service ? serviceUpdateSchema : serviceCreateSchema,
    item: shown,
    values: {
      ...imageAltValues('image', shown?.image, shown?.imageAltAr),
      ...imageFocusValues('image', shown?.image),
    },
    to: { create: endpoints.services, update: endpoints.service },
    invalidates: [servicesKey],
    created: t.created,
    onClose,
  });
  const drafts = useDrafts({
    kind: 'services',
    state: itemForm,
    item: service,
    invalidates: [servicesKey],
    addsUnpublished: true,
  });
  return (
    <FormDialog {...drafts.dialog} title={service ? t.editTitle : t.createTitle}>
      {drafts.note}
      <DeclaredTextFields texts={serviceTexts} />
      <ItemImageField
        label={t.image}
        kind="service"
        onWrongType={() => void showAlert('error', adminText.invalidFileType)}
      />
      <PublishAtField />
      <ArabicSection>
        <DeclaredTextFields texts={serviceTexts} arabic />
      </ArabicSection>
    </FormDialog>
  );
}
