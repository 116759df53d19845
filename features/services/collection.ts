import type { DraftKind } from '@/lib/data/collection';
import { tags } from '@/lib/data/tags';
import { routes } from '@/lib/routing/routes';
import { arabicLabels } from '@/lib/validation/texts';
import { adminServicesText } from './adminText';
import { serviceCreateSchema } from './adminValidation';
import { services } from './tables';
import { serviceTexts } from './texts';

/** Services keep drafts; a new one waits until staff publish it (spec), or its `publishAt`. */
export const serviceCollection: DraftKind = {
  kind: 'services',
  area: 'content',
  name: { one: 'Service', many: 'Services' },
  table: services,
  tags: () => [tags.services],
  published: services.published,
  createsPublished: false,
  unpublishAt: services.unpublishAt,
  publicPage: (routes) => routes.services(),
  seed: async (tx) => (await import('./seedRows')).seedServices(tx),
  translations: {
    schema: serviceCreateSchema,
    title: (row) => String(row.name ?? ''),
    labels: { ...arabicLabels(serviceTexts), imageAltAr: adminServicesText.image },
    href: (row, field) => routes.adminEdit(routes.admin.services, row.id, field),
  },
};
