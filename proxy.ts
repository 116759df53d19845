import { NextResponse, type NextRequest } from 'next/server';
import { canonicalPath } from '@/lib/routing/canonical';

/** 308-redirects other casings of known paths (/BlogPage → /blogPage); everything else passes. */
export function proxy(request: NextRequest) {
  const canonical = canonicalPath(request.nextUrl.pathname);
  if (!canonical) return NextResponse.next();
  const url = request.nextUrl.clone();
  url.pathname = canonical;
  return NextResponse.redirect(url, 308);
}

export const config = {
  // Page paths only: skip API routes, Next internals, uploaded media and files with an extension.
  matcher: ['/((?!api/|_next/|media/|.*\\.[\\w]+$).*)'],
};
