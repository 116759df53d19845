/**
 * The admin's screens, each once: its name in the sidebar, the area of the admin it belongs to
 * (lib/auth/permissions.ts decides the areas of the roles and of the API routes; the sidebar,
 * dashboard and shell show a role only its screens) and its icon. Its path is
 * routes.admin[screen] (lib/routing/routes.ts ADMIN_PATTERNS, /admin/<screen>).
 */
import {
  BookOpen,
  Briefcase,
  CalendarDays,
  Gauge,
  House,
  Inbox,
  Languages,
  Package,
  ScrollText,
  Signpost,
  ShieldUser,
  Settings,
  Sprout,
  Trash2,
  Webhook,
  UsersRound,
  type IconNode,
} from 'lucide';
import { may, type Area, type Role } from '@/lib/auth/permissions';

interface ScreenDeclaration {
  screen: string;
  label: string;
  /** Who may open it: whoever may use the area, or any of the areas (null: every role). */
  area: Area | null | readonly Area[];
  icon: IconNode;
}

export const ADMIN_SCREENS = [
  /** The dashboard, for everyone; its banner and news panels are content. */
  { screen: 'home', label: 'Home', area: null, icon: House },
  { screen: 'products', label: 'Products', area: 'content', icon: Package },
  { screen: 'services', label: 'Services', area: 'content', icon: Sprout },
  { screen: 'events', label: 'Events', area: 'content', icon: CalendarDays },
  { screen: 'career', label: 'Career', area: 'careers', icon: Briefcase },
  { screen: 'enquiry', label: 'Enquiry', area: 'enquiries', icon: Inbox },
  { screen: 'general', label: 'General', area: 'settings', icon: Settings },
  { screen: 'blogs', label: 'Blogs', area: 'content', icon: BookOpen },
  /** Missing or outdated Arabic: each role sees the kinds of its areas (jobs: careers; settings texts: settings). */
  {
    screen: 'translations',
    label: 'Translations',
    area: ['content', 'careers', 'settings'],
    icon: Languages,
  },
  { screen: 'redirects', label: 'Redirects', area: 'content', icon: Signpost },
  /** The endpoints the site sends its events to: the Owner's, as General settings (where they were) are. */
  { screen: 'webhooks', label: 'Webhooks', area: 'settings', icon: Webhook },
  { screen: 'accounts', label: 'Accounts', area: 'accounts', icon: UsersRound },
  /** Deleted content and jobs: whoever may use either. */
  { screen: 'trash', label: 'Trash', area: ['content', 'careers'], icon: Trash2 },
  /** What is held about a person: the Owner's, and HR's for job applications. */
  { screen: 'personal-data', label: 'Personal data', area: ['privacy', 'careers'], icon: ShieldUser },
  { screen: 'audit', label: 'Audit', area: 'audit', icon: ScrollText },
  { screen: 'speed', label: 'Site speed', area: 'speed', icon: Gauge },
] as const satisfies readonly ScreenDeclaration[];

export type AdminScreen = (typeof ADMIN_SCREENS)[number]['screen'];

function screenNamed(screen: AdminScreen): ScreenDeclaration {
  return ADMIN_SCREENS.find((declared) => declared.screen === screen)!;
}

export function mayOpen(role: Role, screen: AdminScreen): boolean {
  const { area } = screenNamed(screen);
  return Array.isArray(area) ? area.some((one) => may(role, one)) : may(role, area as Area | null);
}

/** Whether `role` may follow an admin link (a screen, or the applications tab of Career). */
export function mayFollow(role: Role, link: AdminScreen | 'applications'): boolean {
  return mayOpen(role, link === 'applications' ? 'career' : link);
}
