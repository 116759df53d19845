import { draftMode } from 'next/headers';
import { route } from '@/lib/http/handler';

/**
 * The preview bar's "Leave preview": ends draft mode in this browser and goes back to the public
 * page `?to=` (a path of this site only), now as visitors see it.
 */
export const GET = route(async (request) => {
  (await draftMode()).disable();
  const to = new URL(request.url).searchParams.get('to') ?? '/';
  const path = /^\/(?![/\\])/.test(to) ? to : '/';
  return new Response(null, {
    status: 307,
    headers: { Location: path, 'Cache-Control': 'no-store' },
  });
});
