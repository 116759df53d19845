/**
 * Shapes of the seed content. The database is seeded from these modules;
 * after that, staff edit the data in the admin and the pages read the database.
 */
import type { ApplicantDetails } from '@/features/careers/validation';

/** A picture: `src` is a path under /public (seed artwork) or /media/... (an upload). */
export interface ImageRef {
  src: string;
  alt: string;
}

export interface ProductCategorySeed {
  slug: string;
  name: string;
  /** One sentence shown under the category name. */
  blurb: string;
  image: ImageRef;
}

export interface ProductSeed {
  /** Fixed public id 1-18 (the detail route is /productPage/ProductDetailedPage/{id}). */
  id: number;
  categorySlug: string;
  name: string;
  /** Short line shown on the listing card on hover: origin, grade, form. */
  details: string;
  /** First description, shown under the name on the detail page (1-2 paragraphs, separated by a blank line). */
  description1: string;
  /** Second description, shown under the two images (specifications, uses, packing). */
  description2: string;
  /** Card image (4:3). */
  image: ImageRef;
  /** The two images on the detail page (4:3). */
  images: [ImageRef, ImageRef];
}

export interface BlogCategorySeed {
  slug: string;
  name: string;
  image: ImageRef;
}

export interface BlogPostSeed {
  /** Fixed public id 1-19 (the detail route is /blogPage/blogdetails/{id}). */
  id: number;
  categorySlug: string;
  title: string;
  /** One or two sentences shown on listing tiles. */
  teaser: string;
  /** The full article: paragraphs in order. A paragraph starting with "## " is a sub-heading. */
  body: string[];
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string;
  /** Banner / tile image (16:9 banner drawn at 4:3-safe centre). */
  image: ImageRef;
}

export interface NewsSeed {
  title: string;
  /** Short summary (the admin calls it "caption"). */
  caption: string;
  /** Full article paragraphs. */
  body: string[];
  /** ISO date (YYYY-MM-DD). */
  date: string;
  image: ImageRef;
}

export interface ServiceSeed {
  name: string;
  /** Paragraphs separated by a blank line. */
  description: string;
  image: ImageRef;
}

export interface JobSeed {
  title: string;
  location: string;
  /** e.g. "2-4 yrs" */
  experience: string;
  qualification: string;
  /** Paragraphs separated by a blank line; lines starting with "- " are list items. */
  description: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Testimonial {
  name: string;
  company: string;
  text: string;
  image: ImageRef;
}

export interface TeamMember {
  name: string;
  position: string;
  image: ImageRef;
}

export interface Certification {
  name: string;
  image: ImageRef;
}

export interface HomeTile {
  title: string;
  description: string;
  image: ImageRef;
}

export interface LegalSection {
  /** Anchor id, e.g. "ordering-and-payment". */
  id: string;
  heading: string;
  /** Paragraphs; a paragraph starting with "- " is a list item. */
  paragraphs: readonly string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date of the last update. */
  updated: string;
  intro: string;
  /** The points a reader most needs, shown in a box above the full text. */
  summary?: { heading: string; points: readonly string[] };
  sections: readonly LegalSection[];
  /** The companion document, linked at the end. */
  /** The companion document: a page key (lib/routing/routes.ts PageKey) and its name. */
  related?: { to: 'terms' | 'privacy'; label: string };
}

export interface DemoApplicationSeed extends ApplicantDetails {
  /** Index into the seeded jobs list. */
  jobIndex: number;
  /** ISO date-time of submission */
  submittedAt: string;
}

export interface DemoEnquirySeed {
  name: string;
  email: string;
  company: string;
  service: string;
  message: string;
  /** ISO date-time */
  submittedAt: string;
}
