/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { Drafts, ImageDto } from '@/lib/api/shared';
import type { TextValues } from '@/lib/validation/texts';
import type { newsTexts } from './texts';

export interface BannerDto {
  image: ImageDto;
  /** The banner's alt text in Arabic (its English is image.alt). */
  imageAltAr: string;
}

export interface NewsDto extends NewsFields, Drafts<NewsFields> {
  id: number;
  published: boolean;
}

/** A news item's content (its article text is the spec's 'description'). */
export interface NewsFields extends TextValues<typeof newsTexts> {
  date: string;
  image: ImageDto;
  /** The picture's alt text in Arabic (its English is image.alt). */
  imageAltAr: string;
}
