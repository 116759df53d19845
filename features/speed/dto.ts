/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { Vital } from '@/features/speed/vitals';
import type { ItemPage, PublicPage } from '@/lib/routing/routes';

/** Visitors' speed on one page over the Site speed screen's period. */
export interface PageSpeedDto {
  page: PublicPage;
  views: number;
  /** 75th percentile of each vital (ms; CLS unitless); null without readings. */
  p75: Record<Vital, number | null>;
  /** How many readings each percentile rests on. */
  readings: Record<Vital, number>;
  /** On a kind of item page (a group: every product's page), how many of its pages were measured. */
  items?: number;
}

/** Visitors' speed on one page of a group (one product's page) over the screen's period. */
export interface ItemSpeedDto {
  /** The item's id; null for the group's readings not told apart by page (an item not published, or before they were). */
  id: number | null;
  /** Its name or title (English); null when id is, or when it has been deleted since. */
  name: string | null;
  /** Its public page (English address); null when id is. */
  path: string | null;
  views: number;
  p75: Record<Vital, number | null>;
  readings: Record<Vital, number>;
}

/** The Site speed screen: each page, slowest first, and the site's p75 LCP and INP per day. */
export interface SiteSpeedDto {
  days: number;
  /** The first day of the period (Dubai). */
  first: string;
  views: number;
  pages: PageSpeedDto[];
  daily: { day: string; LCP: number | null; INP: number | null }[];
  /** The group asked for (?group=), its pages slowest first; null when none was. */
  group: { page: ItemPage; items: ItemSpeedDto[] } | null;
}
