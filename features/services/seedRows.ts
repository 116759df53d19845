/** The seed's services as rows (lib/db/seed.ts runs it in its transaction). */
import type { Transaction } from '@/lib/db/connect';
import { serviceArabic } from '@/lib/db/seedTranslations';
import { services as serviceSeeds } from './pageText';
import { services } from './tables';

export async function seedServices(tx: Transaction): Promise<void> {
  await tx
    .insert(services)
    .values(
      serviceSeeds.map((s, position) => ({ ...s, ...serviceArabic(position), published: true, position })),
    );
}
