/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { Drafts, ImageDto } from '@/lib/api/shared';
import type { TextValues } from '@/lib/validation/texts';
import type { serviceTexts } from './texts';

export interface ServiceDto extends ServiceFields, Drafts<ServiceFields> {
  id: number;
  published: boolean;
}

/** A service's content. */
export interface ServiceFields extends TextValues<typeof serviceTexts> {
  image: ImageDto;
  /** The picture's alt text in Arabic (its English is image.alt). */
  imageAltAr: string;
}
