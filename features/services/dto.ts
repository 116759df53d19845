/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { Drafts, ImageDto } from '@/lib/api/contract';

export interface ServiceDto extends ServiceFields, Drafts<ServiceFields> {
  id: number;
  published: boolean;
}

/** A service's content. */
export interface ServiceFields {
  name: string;
  description: string;
  image: ImageDto;
  nameAr: string;
  descriptionAr: string;
}
