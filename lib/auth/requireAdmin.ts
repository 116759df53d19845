/**
 * The one check every /api/v1/admin/* handler makes first:
 *
 *   const auth = await requireAdmin(request);
 *   if (!auth.ok) return auth.response;
 *
 * 401 without a live session; 403 for a state-changing request from another origin.
 */
import 'server-only';
import { getDb } from '../db/client';
import { fail } from '../http/responses';
import { isSameOrigin } from '../http/request';
import { readSessionToken } from './cookies';
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
  return { ok: true, session };
}
