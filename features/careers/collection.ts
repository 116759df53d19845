import type { DraftKind } from '@/lib/data/collection';
import { tags } from '@/lib/data/tags';
import { routes } from '@/lib/routing/routes';
import { arabicLabels } from '@/lib/validation/texts';
import { jobSchema } from './adminValidation';
import { jobs } from './tables';
import { jobTexts } from './texts';

/** Jobs keep drafts; a new opening waits until staff publish it (as a service does), or its `publishAt`. */
export const jobCollection: DraftKind = {
  kind: 'jobs',
  area: 'careers',
  name: { one: 'Job', many: 'Jobs' },
  table: jobs,
  tags: () => [tags.jobs],
  published: jobs.published,
  createsPublished: false,
  unpublishAt: jobs.closeAt,
  publicPage: (routes) => routes.careers(),
  seed: async (tx) => (await import('./seedRows')).seedJobs(tx),
  translations: {
    schema: jobSchema,
    title: (row) => String(row.title ?? ''),
    labels: arabicLabels(jobTexts),
    href: (row, field) => routes.adminEdit(routes.admin.career, row.id, field),
  },
};
