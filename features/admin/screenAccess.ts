/**
 * Which admin screens each role may open: each screen's area (lib/auth/permissions.ts decides the
 * areas of the roles and of the API routes). The sidebar, dashboard and shell show only these.
 */
import type { AdminScreen } from '@/content/admin';
import { may, type Area, type Role } from '@/lib/auth/permissions';

/** The area of each admin screen (Home is the dashboard for everyone; its banner and news panels are content). */
export const SCREEN_AREAS: Record<AdminScreen, Area | null | readonly Area[]> = {
  home: null,
  products: 'content',
  services: 'content',
  events: 'content',
  blogs: 'content',
  career: 'careers',
  enquiry: 'enquiries',
  general: 'settings',
  accounts: 'accounts',
  audit: 'audit',
  speed: 'speed',
  /** Missing or outdated Arabic: each role sees the kinds of its areas (jobs: careers; settings texts: settings). */
  translations: ['content', 'careers', 'settings'],
  redirects: 'content',
  /** The endpoints the site sends its events to: the Owner's, as General settings (where they were) are. */
  webhooks: 'settings',
  /** Deleted content and jobs: whoever may use either. */
  trash: ['content', 'careers'],
  /** What is held about a person: the Owner's, and HR's for job applications. */
  'personal-data': ['privacy', 'careers'],
};

export function mayOpen(role: Role, screen: AdminScreen): boolean {
  const areas = SCREEN_AREAS[screen];
  return Array.isArray(areas) ? areas.some((area) => may(role, area)) : may(role, areas as Area | null);
}

/** Whether `role` may follow an admin link (a screen, or the applications tab of Career). */
export function mayFollow(role: Role, link: AdminScreen | 'applications'): boolean {
  return mayOpen(role, link === 'applications' ? 'career' : link);
}
