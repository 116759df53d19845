import 'server-only';
/** What the public pages show of the careers (the rule: lib/data/views.ts). */
import type { Job } from './jobs';
import { pick } from '@/lib/data/views';

export function jobOpening(job: Job) {
  return pick(job, ['id', 'title', 'location', 'experience', 'qualification', 'description']);
}

export function openJob(job: Job) {
  return pick(job, ['id', 'title', 'location']);
}
