import { PUBLIC_PATTERNS } from '@/lib/routing/publicPatterns';

/**
 * Pages whose top is light, so the navigation starts dark-teal (spec "Shared public layout"). The
 * server gives them to the navigation (app/_shell/chrome.tsx), so every page's script carries
 * these four paths rather than the table of them all.
 */
export const DARK_NAV_PREFIXES: readonly string[] = [
  PUBLIC_PATTERNS.blog,
  PUBLIC_PATTERNS.news,
  PUBLIC_PATTERNS.terms,
  PUBLIC_PATTERNS.privacy,
];
