import { NextResponse } from 'next/server';
import { DRAFT_MODE_COOKIE, PREVIEW_ITEM_COOKIE, previewCookieOptions } from '@/lib/auth/preview';
import { route } from '@/lib/http/handler';
import { sameSitePath } from '@/lib/http/request';

/**
 * The preview bar's "Leave preview": ends draft mode in this browser and goes back to the public
 * page `?to=` (a path of this site only), now as visitors see it. What `draftMode().disable()`
 * does, without needing a request scope of Next's: the draft-mode cookie is dropped (and the
 * cookie naming the item a list page previews).
 */
export const GET = route(async (request) => {
  const response = new NextResponse(null, {
    status: 307,
    headers: {
      Location: sameSitePath(new URL(request.url).searchParams.get('to')),
      'Cache-Control': 'no-store',
    },
  });
  for (const name of [DRAFT_MODE_COOKIE, PREVIEW_ITEM_COOKIE]) {
    response.cookies.set(name, '', { ...previewCookieOptions(), expires: new Date(0) });
  }
  return response;
});
