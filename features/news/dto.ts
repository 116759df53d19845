/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { Drafts, ImageDto } from '@/lib/api/shared';

export interface BannerDto {
  image: ImageDto;
  /** The banner's alt text in Arabic (its English is image.alt). */
  imageAltAr: string;
}

export interface NewsDto extends NewsFields, Drafts<NewsFields> {
  id: number;
  published: boolean;
}

/** A news item's content. */
export interface NewsFields {
  title: string;
  caption: string;
  /** The article text (the spec's 'description'). */
  description: string;
  date: string;
  image: ImageDto;
  /** The picture's alt text in Arabic (its English is image.alt). */
  imageAltAr: string;
  titleAr: string;
  captionAr: string;
  descriptionAr: string;
}
