/**
 * Who may see drafts on the public pages. Preview is Next's draft mode (its `__prerender_bypass`
 * cookie, set by /api/v1/admin/preview/<kind>/<id> for a signed-in staff member) AND a live staff
 * session whose role may change that kind of item: the draft-mode cookie alone shows nothing (it
 * outlives a sign-out, and may be copied), so every preview render checks the session again.
 *
 * No 'server-only' here: proxy.ts, which lets a preview of an unpublished item through, uses it too.
 */
import { cookies, draftMode } from 'next/headers';
import { mayCall } from '../api/permissions';
import type { PreviewKind } from '../api/history';
import { getDb } from '../db/client';
import { sessionCookieName } from './cookies';
import { findSession } from './sessions';
import { twoFactorState } from './twoFactor';

/** Next's draft-mode cookie (next/dist/server/api-utils COOKIE_NAME_PRERENDER_BYPASS). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/**
 * The item a list page's preview (services, careers) shows even when it is not published yet,
 * as '<kind>:<id>': set with draft mode by the preview route, dropped with it on leaving.
 */
export const PREVIEW_ITEM_COOKIE = 'kinglife_preview_item';

/** The flags Next sets its draft-mode cookie with (next/dist/server/async-storage/draft-mode-provider). */
export function previewCookieOptions() {
  const development = process.env.NODE_ENV === 'development';
  return {
    path: '/',
    httpOnly: true,
    sameSite: development ? ('lax' as const) : ('none' as const),
    secure: !development,
  };
}

/** Whether the session token `token` belongs to staff who may preview (and change) `kind`. */
export async function staffMayPreview(token: string | undefined, kind: PreviewKind): Promise<boolean> {
  if (!token) return false;
  const db = getDb();
  const session = await findSession(db, token);
  if (!session || !mayCall(session.user.role, `/api/v1/admin/${kind}`)) return false;
  // As requireAdmin: an account that must set up two-step verification first uses nothing else.
  const twoFactor = await twoFactorState(db, session.user.id);
  return !(twoFactor.required && !twoFactor.enabled);
}

/**
 * Whether the page being rendered is a staff preview of `kind`: draft mode is on and the request
 * carries the session of staff who may preview it. Reads the request's cookies only when draft
 * mode is on, so a page rendered for visitors stays static.
 */
export async function previewing(kind: PreviewKind): Promise<boolean> {
  if (!(await draftMode()).isEnabled) return false;
  const token = (await cookies()).get(sessionCookieName())?.value;
  return staffMayPreview(token, kind);
}

/** In a staff preview of a list page of `kind`, the item previewed (published or not); else null. */
export async function previewedId(kind: PreviewKind): Promise<number | null> {
  if (!(await previewing(kind))) return null;
  const value = (await cookies()).get(PREVIEW_ITEM_COOKIE)?.value ?? '';
  const [named, id] = value.split(':');
  return named === kind && /^\d{1,9}$/.test(id ?? '') ? Number(id) : null;
}
