/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { TextSpecValues } from '@/features/products/specification';
import type { Drafts, FileDto, ImageDto } from '@/lib/api/shared';
import type { TextValues } from '@/lib/validation/texts';
import type { productCategoryTexts } from './texts';

export interface ProductCategoryDto extends TextValues<typeof productCategoryTexts> {
  id: number;
  slug: string;
  image: ImageDto;
  /** The picture's alt text in Arabic (its English is image.alt). */
  imageAltAr: string;
  productCount: number;
  /** The version it was read at; a save sends it back (lib/audit/versions.ts). */
  version: string;
}

export interface ProductDto extends ProductFields, Drafts<ProductFields> {
  id: number;
  published: boolean;
}

/** A product's content; the plain texts of its specification are declared in features/products. */
export interface ProductFields extends TextSpecValues {
  categoryId: number;
  name: string;
  details: string;
  description1: string;
  description2: string;
  image: ImageDto;
  /** The picture's alt text in Arabic (its English is image.alt). */
  imageAltAr: string;
  /** The two pictures of the public detail page, and their alt texts in Arabic. */
  images: ImageDto[];
  imagesAltAr: string[];
  nameAr: string;
  detailsAr: string;
  description1Ar: string;
  description2Ar: string;
  // The specification (features/products/validation.ts).
  casNumber: string;
  originCountry: string;
  hsCode: string;
  form: string;
  applicationIds: number[];
  certificationIds: number[];
  moqQuantity: number | null;
  moqUnit: string;
  shelfLifeMonths: number | null;
}

/** An application or a certification, with how many products use it. */
export interface ProductTagDto {
  id: number;
  slug: string;
  name: string;
  nameAr: string;
  productCount: number;
  /** A certification's certificate; null without one (and for an application). */
  certificate: FileDto | null;
}
