/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { Drafts, ImageDto } from '@/lib/api/shared';

export interface ServiceDto extends ServiceFields, Drafts<ServiceFields> {
  id: number;
  published: boolean;
}

/** A service's content. */
export interface ServiceFields {
  name: string;
  description: string;
  image: ImageDto;
  /** The picture's alt text in Arabic (its English is image.alt). */
  imageAltAr: string;
  nameAr: string;
  descriptionAr: string;
}
