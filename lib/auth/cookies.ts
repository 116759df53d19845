/**
 * The session cookie: HttpOnly, SameSite=Lax, Path=/. In production it is Secure and carries the
 * `__Host-` prefix (browsers then refuse it from plain HTTP or another subdomain), unless
 * SESSION_COOKIE_SECURE=0 for a plain-HTTP test deployment.
 */
import type { NextResponse } from 'next/server';
import { env, isProduction } from '../env';

function secureCookies(): boolean {
  const settings = env();
  if (settings.SESSION_COOKIE_SECURE) return settings.SESSION_COOKIE_SECURE === '1';
  return isProduction(settings);
}

export function sessionCookieName(): string {
  return secureCookies() ? '__Host-kl_session' : 'kl_session';
}

/** The session token the request carries, or ''. */
export function readSessionToken(request: Request): string {
  const header = request.headers.get('cookie');
  if (!header) return '';
  const name = sessionCookieName();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      // A cookie with a broken %-escape is no session (and no server error).
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return '';
      }
    }
  }
  return '';
}

export function setSessionCookie(response: NextResponse, token: string, expiresAt: Date): void {
  response.cookies.set(sessionCookieName(), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(response: NextResponse): void {
  response.cookies.set(sessionCookieName(), '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    maxAge: 0,
  });
}
