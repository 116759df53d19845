import 'server-only';
import { eq } from 'drizzle-orm';
import type { PreviewKind } from '@/lib/routing/contentKinds';
import { getDb } from '@/lib/db/client';
import { postDrafts } from '@/features/blog/data';
import type { DraftKind } from './drafts';
import { jobDrafts } from '@/features/careers/jobs';
import { newsDrafts } from '@/features/news/data';
import { productDrafts } from '@/features/products/data';
import { serviceDrafts } from '@/features/services/data';

/** The kinds with drafts and schedules (features/history/drafts.ts), by their admin API segment. */
export const DRAFT_KINDS: Record<PreviewKind, DraftKind> = {
  products: productDrafts,
  'blog-posts': postDrafts,
  news: newsDrafts,
  services: serviceDrafts,
  jobs: jobDrafts,
};

/** Whether there is an item `id` of `kind`, published or not. */
export async function draftItemExists(kind: PreviewKind, id: number): Promise<boolean> {
  const { table } = DRAFT_KINDS[kind];
  const [row] = await getDb().select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}
