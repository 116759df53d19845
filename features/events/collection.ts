import type { DraftKind } from '@/lib/data/collection';
import { tags } from '@/lib/data/tags';
import { routes } from '@/lib/routing/routes';
import { arabicLabels } from '@/lib/validation/texts';
import { adminEventsText } from './adminText';
import { eventCreateSchema } from './adminValidation';
import { events } from './tables';
import { eventTexts } from './texts';

/** Events keep drafts; a new one waits until staff publish it, or its `publishAt`. */
export const eventCollection: DraftKind = {
  kind: 'events',
  area: 'content',
  name: { one: 'Event', many: 'Events' },
  table: events,
  tags: () => [tags.events],
  published: events.published,
  createsPublished: false,
  unpublishAt: events.unpublishAt,
  publicPage: (routes) => routes.events(),
  seed: async (tx) => (await import('./seedRows')).seedEvents(tx),
  search: async (locale) => (await import('./search')).eventSearch(locale),
  translations: {
    schema: eventCreateSchema,
    title: (row) => String(row.name ?? ''),
    labels: { ...arabicLabels(eventTexts), imageAltAr: adminEventsText.image },
    href: (row, field) => routes.adminEdit(routes.admin.events, row.id, field),
  },
};
