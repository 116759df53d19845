/**
 * Shapes of the Arabic translations. A UI module's translation has the same shape as the English
 * module (`Translation<typeof english>`); seed content is translated by id, slug or position, text
 * fields only (prices, ids, slugs and pictures are shared).
 */

/**
 * The English shape with every text widened to `string`; functions keep their parameters, and a
 * link's target (`page`, a route key, not text) stays the one the English names.
 */
export type Translation<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : T extends object
      ? { readonly [K in keyof T]: K extends 'to' ? T[K] : Translation<T[K]> }
      : T;

export interface CategoryTranslation {
  name: string;
  blurb: string;
  imageAlt: string;
}

export interface ProductTranslation {
  name: string;
  details: string;
  description1: string;
  description2: string;
  imageAlt: string;
  imagesAlt: readonly [string, string];
}

export interface BlogCategoryTranslation {
  name: string;
  imageAlt: string;
}

export interface BlogPostTranslation {
  title: string;
  teaser: string;
  /** Paragraphs in order, like the English; "## " starts a sub-heading, "- " a list item. */
  body: readonly string[];
  imageAlt: string;
}

export interface NewsTranslation {
  title: string;
  caption: string;
  body: readonly string[];
  imageAlt: string;
}

export interface ServiceTranslation {
  name: string;
  /** Paragraphs separated by a blank line, like the English. */
  description: string;
  imageAlt: string;
}

export interface JobTranslation {
  title: string;
  location: string;
  experience: string;
  qualification: string;
  /** Intro paragraph, then 'المهام:' and 'المتطلبات:' lists ("- " items), like the English. */
  description: string;
}
