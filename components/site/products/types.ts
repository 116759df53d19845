/** What the products listing needs of each category (a slim copy of the DB rows). */
export interface CatalogueProduct {
  id: number;
  name: string;
  details: string;
  image: { src: string; alt: string };
}

export interface CatalogueCategory {
  slug: string;
  name: string;
  blurb: string;
  products: CatalogueProduct[];
}
