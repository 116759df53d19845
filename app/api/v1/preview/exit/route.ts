import { NextResponse } from 'next/server';
import { DRAFT_MODE_COOKIE } from '@/lib/auth/preview';
import { route } from '@/lib/http/handler';

/**
 * The preview bar's "Leave preview": ends draft mode in this browser and goes back to the public
 * page `?to=` (a path of this site only), now as visitors see it. What `draftMode().disable()`
 * does, without needing a request scope of Next's: the draft-mode cookie is dropped.
 */
export const GET = route(async (request) => {
  const to = new URL(request.url).searchParams.get('to') ?? '/';
  const path = /^\/(?![/\\])/.test(to) ? to : '/';
  const response = new NextResponse(null, {
    status: 307,
    headers: { Location: path, 'Cache-Control': 'no-store' },
  });
  // With the flags Next sets it with (next/dist/server/async-storage/draft-mode-provider).
  const development = process.env.NODE_ENV === 'development';
  response.cookies.set(DRAFT_MODE_COOKIE, '', {
    path: '/',
    expires: new Date(0),
    httpOnly: true,
    sameSite: development ? 'lax' : 'none',
    secure: !development,
  });
  return response;
});
