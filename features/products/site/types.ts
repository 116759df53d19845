import type { ReactNode } from 'react';
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

/*
 * What the finder (a client component) is given: what it filters by, and what it shows already
 * drawn on the server (CatalogueParts), so that the cards' pictures and the isolation of Latin
 * names inside Arabic text add no script to the page.
 */

/** A product in the finder: its filter data and its card. */
export interface ListedProduct extends Pick<
  CatalogueProduct,
  'id' | 'form' | 'applications' | 'certifications' | 'searchText'
> {
  card: ReactNode;
}

/** A category in the finder: its name as text (for sentences read out) and as shown. */
export interface ListedCategory {
  slug: string;
  name: string;
  /** The name on its button in the side list (isolated whole: it sits beside the count). */
  label: ReactNode;
  /** The name as the heading above its products. */
  title: ReactNode;
  blurb: ReactNode;
  /** Its products' names, linked, as the items of its list in the side list. */
  names: ReactNode;
  products: ListedProduct[];
}

/** An option of a finder filter, its name as shown. */
export interface ListedOption {
  slug: string;
  label: ReactNode;
}

/** The id of a card's name, which its "Add to quote" button is described by. */
export const cardNameId = (productId: number) => `product-card-${productId}`;
