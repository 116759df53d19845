/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { Drafts, ImageDto } from '@/lib/api/shared';
import type { TextValues } from '@/lib/validation/texts';
import type { eventTexts } from './texts';

export interface EventDto extends EventFields, Drafts<EventFields> {
  id: number;
  published: boolean;
}

/** An event's content. */
export interface EventFields extends TextValues<typeof eventTexts> {
  /** 'YYYY-MM-DD'. */
  startsOn: string;
  endsOn: string;
  link: string;
  image: ImageDto;
  /** The picture's alt text in Arabic (its English is image.alt). */
  imageAltAr: string;
}
