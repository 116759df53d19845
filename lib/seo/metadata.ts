/**
 * The <head> data of a public page, built one way: title and description, the canonical URL in
 * its language, hreflang alternates (en, ar, x-default → English), Open Graph and a Twitter card
 * with a 1200×630 picture (the item's own photo, or the designed image of the page type).
 */
import type { Metadata } from 'next';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { routesFor } from '@/lib/routing/routes';
import type { PublicRoutes } from '@/lib/routing/publicRoutes';
import { OG_SIZE, ogImagePath, type OgPageType } from './ogImages';
import type { ImageFocus } from '../images/focus';
import { shareImagePath } from '../images/shareLink';

/** A page's path in any language: `(r) => r.product(3)`. */
export type PathIn = (routes: PublicRoutes) => string;

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ar: 'ar_AE' };

export function pageMetadata({
  locale,
  path,
  title,
  description,
  ogType = 'website',
  pageType,
  image,
}: {
  locale: Locale;
  path: PathIn;
  title: string;
  description: string;
  ogType?: 'website' | 'article';
  /** Which designed share image to use when the page has no picture of its own. */
  pageType: OgPageType;
  /**
   * The page's own picture (a product photo, a post's image) and its description; an upload is
   * shared as its 1200×630 crop around its focal point (lib/images/shareLink.ts).
   */
  image?: { src: string; alt: string; focus?: ImageFocus };
}): Metadata {
  const languages: Record<string, string> = Object.fromEntries(
    LOCALES.map((code) => [code, path(routesFor(code))]),
  );
  languages['x-default'] = path(routesFor(DEFAULT_LOCALE));
  // Share previews do not show SVG (the seeded artwork), so those pages use the designed picture.
  const ownPicture = image && !image.src.endsWith('.svg') ? image : undefined;
  const cropped = ownPicture && shareImagePath(ownPicture);
  const images = [
    cropped
      ? { url: cropped, ...OG_SIZE, alt: ownPicture.alt }
      : ownPicture
        ? { url: ownPicture.src, alt: ownPicture.alt }
        : { url: ogImagePath(pageType), ...OG_SIZE, alt: title },
  ];
  return {
    title,
    description,
    alternates: { canonical: path(routesFor(locale)), languages },
    openGraph: {
      type: ogType,
      title,
      description,
      url: path(routesFor(locale)),
      locale: OG_LOCALE[locale],
      alternateLocale: LOCALES.filter((code) => code !== locale).map((code) => OG_LOCALE[code]),
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
  };
}

/** The head of a staff preview: never indexed (nor its address kept by a crawler that met it). */
export function previewMetadata(metadata: Metadata): Metadata {
  return { ...metadata, robots: { index: false, follow: false } };
}

/**
 * The head of a 404 answer. Given by the page itself (not only by not-found.tsx), because Next
 * 16.4 streams the 404 body from the client after an empty shell, and the page's metadata is what
 * reaches the document title reliably.
 */
export function notFoundMetadata(title: string): Metadata {
  return { title, robots: { index: false, follow: true } };
}
