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

/**
 * The cookie of a sign-in waiting for its second step (lib/auth/pendingSignIns.ts): the same
 * flags, SameSite=Strict, and it lives 5 minutes.
 */
export function pendingCookieName(): string {
  return secureCookies() ? '__Host-kl_second_step' : 'kl_second_step';
}

/**
 * A buyer's session (features/buyers/signIn.ts): its own cookie, never the staff's, with the
 * session cookie's flags; it lives SESSION_DAYS on that browser.
 */
export function buyerCookieName(): string {
  return secureCookies() ? '__Host-kl_buyer' : 'kl_buyer';
}

/** The buyer session token the request carries, or ''. */
export function readBuyerToken(request: Request): string {
  return readCookie(request, buyerCookieName());
}

export function setBuyerCookie(response: NextResponse, token: string, expiresAt: Date): void {
  response.cookies.set(buyerCookieName(), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    expires: expiresAt,
  });
}

export function clearBuyerCookie(response: NextResponse): void {
  response.cookies.set(buyerCookieName(), '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(),
    path: '/',
    maxAge: 0,
  });
}

/** The session token the request carries, or ''. */
export function readSessionToken(request: Request): string {
  return readCookie(request, sessionCookieName());
}

/** The pending sign-in token the request carries, or ''. */
export function readPendingToken(request: Request): string {
  return readCookie(request, pendingCookieName());
}

function readCookie(request: Request, name: string): string {
  const header = request.headers.get('cookie');
  if (!header) return '';
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

export function setPendingCookie(response: NextResponse, token: string, expiresAt: Date): void {
  response.cookies.set(pendingCookieName(), token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(),
    path: '/',
    expires: expiresAt,
  });
}

export function clearPendingCookie(response: NextResponse): void {
  response.cookies.set(pendingCookieName(), '', {
    httpOnly: true,
    sameSite: 'strict',
    secure: secureCookies(),
    path: '/',
    maxAge: 0,
  });
}
