/**
 * Who may use what in the admin: the areas of each role, and the area of every admin API route.
 * The server decides each admin API request with it (requireAdmin: 403 outside the role, before
 * anything is read or changed); the admin's screens map to the same areas
 * (features/admin/screenAccess.ts) to show only what the role may use.
 */
import { isHistoryKind } from '../routing/contentKinds';

export const ROLES = ['owner', 'editor', 'hr', 'sales'] as const;
export type Role = (typeof ROLES)[number];

/** A part of the admin. `null` (the dashboard's counts) is open to every role. */
export type Area = 'content' | 'careers' | 'enquiries' | 'settings' | 'accounts' | 'audit' | 'speed';

const AREAS: Record<Role, readonly Area[]> = {
  owner: ['content', 'careers', 'enquiries', 'settings', 'accounts', 'audit', 'speed'],
  editor: ['content', 'speed'],
  hr: ['careers'],
  sales: ['enquiries'],
};

/** The area of each admin API route, by its first segment after /api/v1/admin/. */
const API_AREAS: Record<string, Area | null> = {
  overview: null,
  /** Your own account: its sessions. */
  account: null,
  banner: 'content',
  news: 'content',
  'product-categories': 'content',
  products: 'content',
  'product-lists': 'content',
  services: 'content',
  'blog-categories': 'content',
  'blog-posts': 'content',
  jobs: 'careers',
  applications: 'careers',
  enquiries: 'enquiries',
  settings: 'settings',
  /** Background tasks that failed (General settings). */
  tasks: 'settings',
  accounts: 'accounts',
  audit: 'audit',
  speed: 'speed',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` may use `area` (`null`: every role may). */
export function may(role: Role, area: Area | null): boolean {
  return area === null || AREAS[role].includes(area);
}

/**
 * The area of an admin API path (`/api/v1/admin/jobs/3` → 'careers'); `undefined` for a path the
 * map does not name, which only an Owner may call (a test checks every route file is named).
 */
export function apiArea(pathname: string): Area | null | undefined {
  if (pathname === '/api/v1/product/create') return 'content';
  const [, segment, kind] = /^\/api\/v1\/admin\/([^/]+)(?:\/([^/]+))?/.exec(pathname) ?? [];
  // An item's history, or its restore from the Trash: the area of that kind of item. The Trash's
  // list is every role's (each sees only the kinds it may use).
  // A preview of an item's draft, or discarding it: the area of that kind of item too.
  if (segment === 'history' || segment === 'trash' || segment === 'preview' || segment === 'drafts') {
    if (segment === 'trash' && kind === undefined) return null;
    return isHistoryKind(kind) ? API_AREAS[kind] : undefined;
  }
  return segment !== undefined && Object.hasOwn(API_AREAS, segment) ? API_AREAS[segment] : undefined;
}

/** Whether `role` may call the admin API at `pathname`. */
export function mayCall(role: Role, pathname: string): boolean {
  const area = apiArea(pathname);
  return area === undefined ? role === 'owner' : may(role, area);
}
