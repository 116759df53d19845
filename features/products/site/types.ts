import type { FocusedImage } from '@/lib/images/focus';

/** What the products listing needs of each category (a slim copy of the DB rows). */
export interface CatalogueProduct {
  id: number;
  name: string;
  details: string;
  image: FocusedImage;
  /** What the finder filters by (lib/routing/finder.ts): option slugs, and the words searched. */
  form: string;
  applications: string[];
  certifications: string[];
  /** Name, details, botanical name, category and applications, folded (lib/text/searchText.ts). */
  searchText: string;
}

/** An option of a finder filter: its slug in the URL and its name. */
export interface FinderOption {
  slug: string;
  name: string;
}

export interface CatalogueCategory {
  slug: string;
  name: string;
  blurb: string;
  products: CatalogueProduct[];
}
