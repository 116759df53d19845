/** What the admin API answers about this feature (endpoints: lib/api/contract.ts). */
import type { Vital } from '@/features/speed/vitals';
import type { PublicPage } from '@/lib/routing/routes';

/** Visitors' speed on one page over the Site speed screen's period. */
export interface PageSpeedDto {
  page: PublicPage;
  views: number;
  /** 75th percentile of each vital (ms; CLS unitless); null without readings. */
  p75: Record<Vital, number | null>;
  /** How many readings each percentile rests on. */
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
}
