/**
 * The one check every /api/v1/admin/* handler makes first:
 *
 *   const auth = await requireAdmin(request);
 *   if (!auth.ok) return auth.response;
 *
 * 401 without a live session; 403 for a state-changing request from another origin and for an
 * account without two-step verification while an Owner requires it (all but the routes that set
 * it up), before anything is read or changed. The role's check follows in adminRoute, with the
 * area the route declares.
 */
import 'server-only';
import { getDb } from '../db/client';
import { fail } from '../http/responses';
import { isSameOrigin } from '../http/request';
import { readSessionToken } from './cookies';
import { authAnswers } from './messages';
import { findSession, type ActiveSession } from './sessions';
import { twoFactorState } from './twoFactor';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** What an account that must enrol may still call: its own two-step verification. */
const ENROLMENT_PATH = /^\/api\/v1\/admin\/account\/two-factor(\/|$)/;

export type AdminCheck = { ok: true; session: ActiveSession } | { ok: false; response: Response };

export async function requireAdmin(request: Request): Promise<AdminCheck> {
  if (!SAFE_METHODS.has(request.method.toUpperCase()) && !isSameOrigin(request)) {
    return { ok: false, response: fail(403, 'forbidden_origin', 'This request came from another site.') };
  }
  const db = getDb();
  const session = await findSession(db, readSessionToken(request));
  if (!session) {
    return { ok: false, response: fail(401, 'unauthenticated', 'Please sign in again.') };
  }
  const pathname = new URL(request.url).pathname;
  if (!ENROLMENT_PATH.test(pathname)) {
    const twoFactor = await twoFactorState(db, session.user.id);
    if (twoFactor.required && !twoFactor.enabled) {
      return { ok: false, response: fail(403, 'two_factor_required', authAnswers.twoFactorRequired) };
    }
  }
  return { ok: true, session };
}
