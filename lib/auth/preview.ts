/**
 * Who may see drafts on the public pages. Preview is Next's draft mode (turned on by
 * /api/v1/admin/preview/<kind>/<id> for a signed-in staff member, with `draftMode()`) AND a live
 * staff session whose role may change that kind of item: draft mode alone shows nothing (its
 * cookie outlives a sign-out, and may be copied), so every preview render checks the session again.
 * The preview cookie beside it (PREVIEW_ITEM_COOKIE) is ours: proxy.ts, which cannot ask Next
 * whether draft mode is on, reads that one.
 *
 * No 'server-only' here: proxy.ts, which lets a preview of an unpublished item through, uses it too.
 */
import { cookies, draftMode } from 'next/headers';
import { may } from './permissions';
import type { Area } from './areas';
import { getDb } from '../db/client';
import { sessionCookieName } from './cookies';
import { findSession } from './sessions';
import { twoFactorState } from './twoFactor';

/**
 * The item previewed, as '<kind>:<id>': set with draft mode by the preview route, dropped with it
 * on leaving. A list page's preview (services, careers) shows that item even when it is not
 * published yet; proxy.ts lets an item page's preview through to an unpublished item.
 */
export const PREVIEW_ITEM_COOKIE = 'kinglife_preview_item';

/** The preview cookie's flags: the browser's own, for this site's pages only. */
export function previewCookieOptions() {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: process.env.NODE_ENV !== 'development',
  };
}

/** A kind with drafts, as its collection declares it (lib/data/collection.ts): its name and its area. */
export interface Previewed {
  kind: string;
  area: Area;
}

/** Whether the session token `token` belongs to staff who may preview (and change) items of `area`. */
export async function staffMayPreview(token: string | undefined, area: Area): Promise<boolean> {
  if (!token) return false;
  const db = getDb();
  const session = await findSession(db, token);
  if (!session || !may(session.user.role, area)) return false;
  // As requireAdmin: an account that must set up two-step verification first uses nothing else.
  const twoFactor = await twoFactorState(db, session.user.id);
  return !(twoFactor.required && !twoFactor.enabled);
}

/**
 * Whether the page being rendered is a staff preview of `kind`: draft mode is on and the request
 * carries the session of staff who may preview it. Reads the request's cookies only when draft
 * mode is on, so a page rendered for visitors stays static.
 */
export async function previewing({ area }: Previewed): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  const token = (await cookies()).get(sessionCookieName())?.value;
  return staffMayPreview(token, area);
}

/** In a staff preview of a list page of `kind`, the item previewed (published or not); else null. */
export async function previewedId(of: Previewed): Promise<number | null> {
  if (!(await previewing(of))) return null;
  const value = (await cookies()).get(PREVIEW_ITEM_COOKIE)?.value ?? '';
  const [named, id] = value.split(':');
  return named === of.kind && /^\d{1,9}$/.test(id ?? '') ? Number(id) : null;
}
