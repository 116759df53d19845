import 'server-only';
/** What the public pages show of the services (the rule: lib/data/views.ts). */
import type { Service } from './data';
import { pick } from '@/lib/data/views';
import { toBlocks } from '@/lib/text/blocks';

export function serviceBlock(service: Service) {
  return pick(service, ['id', 'name', 'description', 'image']);
}

/** A home 'Our Process' card: the service with the first paragraph of its description. */
export function processCard(service: Service) {
  const first = toBlocks(service.description).find((b) => b.kind === 'paragraph');
  return {
    ...pick(service, ['id', 'name', 'image']),
    summary: first?.kind === 'paragraph' ? first.text : '',
  };
}
