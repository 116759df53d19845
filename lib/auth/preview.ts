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
