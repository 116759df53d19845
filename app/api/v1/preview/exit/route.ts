import * as z from 'zod/mini';
import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { PREVIEW_ITEM_COOKIE, previewCookieOptions } from '@/lib/auth/preview';
import { route } from '@/lib/http/handler';
import { sameSitePath } from '@/lib/http/request';

/**
 * The preview bar's "Leave preview": ends draft mode in this browser (and drops the cookie naming
 * the item previewed) and goes back to the public page `?to=` (a path of this site only), now as
 * visitors see it.
 */
export const GET = route({ query: z.object({ to: z.optional(z.string()) }) }, async ({ query }) => {
  (await draftMode()).disable();
  const response = new NextResponse(null, {
    status: 307,
    headers: {
      Location: sameSitePath(query.to),
      'Cache-Control': 'no-store',
    },
  });
  response.cookies.set(PREVIEW_ITEM_COOKIE, '', { ...previewCookieOptions(), expires: new Date(0) });
  return response;
});
