/** The seed's openings as rows (lib/db/seed.ts runs it in its transaction). */
import type { Transaction } from '@/lib/db/connect';
import { jobArabic } from '@/lib/db/seedTranslations';
import { jobs as jobSeeds } from './openings';
import { jobs } from './tables';

export async function seedJobs(tx: Transaction): Promise<void> {
  await tx
    .insert(jobs)
    .values(jobSeeds.map((j, position) => ({ ...j, ...jobArabic(position), published: true })));
}
