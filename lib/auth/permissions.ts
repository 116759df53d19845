/**
 * Who may use what in the admin: the areas of each role. Each admin API route declares its area
 * beside itself (adminRoute, lib/http/handler.ts), which answers 403 outside the role before
 * anything is read or changed; `npm run permissions` prints the whole matrix (PERMISSIONS.md).
 * The admin's screens map to the same areas (features/admin/screens.ts) to show only what
 * the role may use.
 */
import type { Area } from './areas';

export const ROLES = ['owner', 'editor', 'hr', 'sales'] as const;
export type Role = (typeof ROLES)[number];

export type { Area };

const AREAS: Record<Role, readonly Area[]> = {
  owner: ['content', 'careers', 'enquiries', 'settings', 'accounts', 'audit', 'speed', 'privacy'],
  editor: ['content', 'speed'],
  hr: ['careers'],
  sales: ['enquiries'],
};

/**
 * What a staff route declares beside itself (lib/http/handler.ts adminRoute): its area, `null`
 * for every role, or, for the routes of one item of any kind (its history, Trash, preview and
 * draft), the area of each kind by the path's `kind` (the list of collections gives it:
 * lib/data/collections.ts ITEM_KIND).
 */
export type RouteArea = Area | null | ItemKindAreas;
export interface ItemKindAreas {
  ofKind: Readonly<Record<string, Area>>;
}

/**
 * Whether `role` may call a route declared with `area`, given its path's parameters. A kind that
 * is not one (a mistyped URL) is the Owner's, whose answer is then a 404.
 */
export function mayUse(role: Role, area: RouteArea, params: Record<string, string> = {}): boolean {
  if (area === null || typeof area === 'string') return may(role, area);
  const kind = params.kind ?? '';
  return Object.hasOwn(area.ofKind, kind) ? may(role, area.ofKind[kind]) : role === 'owner';
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Whether `role` may use `area` (`null`: every role may). */
export function may(role: Role, area: Area | null): boolean {
  return area === null || AREAS[role].includes(area);
}
