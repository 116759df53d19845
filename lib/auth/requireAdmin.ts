/**
 * The one check every /api/v1/admin/* handler makes first:
 *
 *   const auth = await requireAdmin(request);
 *   if (!auth.ok) return auth.response;
 *
 * 401 without a live session; 403 for a state-changing request from another origin, and for a
 * route outside the account's role (lib/api/permissions.ts), before anything is read or changed.
 */
import 'server-only';
import { getDb } from '../db/client';
import { fail } from '../http/responses';
import { isSameOrigin } from '../http/request';
import { readSessionToken } from './cookies';
import { authAnswers } from './messages';
import { mayCall } from '../api/permissions';
import { findSession, type ActiveSession } from './sessions';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type AdminCheck = { ok: true; session: ActiveSession } | { ok: false; response: Response };

export async function requireAdmin(request: Request): Promise<AdminCheck> {
  if (!SAFE_METHODS.has(request.method.toUpperCase()) && !isSameOrigin(request)) {
    return { ok: false, response: fail(403, 'forbidden_origin', 'This request came from another site.') };
  }
  const session = await findSession(getDb(), readSessionToken(request));
  if (!session) {
    return { ok: false, response: fail(401, 'unauthenticated', 'Please sign in again.') };
  }
  if (!mayCall(session.user.role, new URL(request.url).pathname)) {
    return { ok: false, response: fail(403, 'forbidden_role', authAnswers.outsideRole) };
  }
  return { ok: true, session };
}
