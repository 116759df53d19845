'use client';

import { showAlert } from '@/components/ui/alerts';
import { adminText } from '@/content/admin';
import { adminServicesText as t } from '@/features/services/adminText';
import { endpoints } from '@/lib/api';
import type { ServiceDto } from '@/features/services/dto';
import { serviceCreateSchema, serviceUpdateSchema } from '@/features/services/adminValidation';
import { serviceTexts } from '@/features/services/texts';
import { CollectionScreen } from '@/components/admin/common/CollectionScreen';
import { ItemImageField } from '@/components/admin/common/ItemImageField';

const servicesKey = ['admin', 'services'] as const;

/**
 * Spec: heading, Create New, the list with Publish/Unpublish toggles; a row opens the edit dialog,
 * whose Save is enabled only when the name and description are non-blank and an image is chosen.
 */
export function ServicesScreen() {
  return (
    <CollectionScreen<ServiceDto>
      kind="services"
      listKey={servicesKey}
      to={endpoints.services}
      text={t}
      testId="service-row"
      row={(service) => ({ title: service.name, text: service.description })}
      schemas={{ create: serviceCreateSchema, update: serviceUpdateSchema }}
      texts={serviceTexts}
      fields={
        <ItemImageField
          label={t.image}
          kind="service"
          onWrongType={() => void showAlert('error', adminText.invalidFileType)}
        />
      }
    />
  );
}
