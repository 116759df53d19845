import { draftMode } from 'next/headers';
import { NextResponse } from 'next/server';
import { DRAFT_COLLECTIONS, ITEM_KIND, PREVIEW_KINDS } from '@/lib/data/collections';
import { PREVIEW_ITEM_COOKIE, previewCookieOptions } from '@/lib/auth/preview';
import { itemExists } from '@/features/history/data';
import * as z from 'zod/mini';
import { idSegment, oneOfSegment } from '@/lib/http/input';
import { adminRoute, NotFound } from '@/lib/http/handler';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';
import { routesFor } from '@/lib/routing/routes';

/**
 * The row's Preview: for staff who may change the item (the permission map names the kind's area),
 * turns on Next's draft mode in this browser and sends it to the item's public page in `?locale=`,
 * which then shows the draft (lib/auth/preview.ts checks the session again on every render). A list
 * page (services, careers) is told which item to show even unpublished by a cookie beside it.
 */
export const GET = adminRoute(
  ITEM_KIND,
  {
    params: { kind: oneOfSegment(PREVIEW_KINDS), id: idSegment },
    query: z.object({ locale: z.catch(z.enum(LOCALES), DEFAULT_LOCALE) }),
  },
  async ({ params: { kind, id }, query: { locale } }) => {
    if (!(await itemExists(DRAFT_COLLECTIONS[kind], id))) throw new NotFound();
    (await draftMode()).enable();
    // A relative Location: the browser stays on the address it used, whatever proxy is in front.
    const response = new NextResponse(null, {
      status: 307,
      headers: { Location: DRAFT_COLLECTIONS[kind].publicPage(routesFor(locale), id) },
    });
    response.cookies.set(PREVIEW_ITEM_COOKIE, `${kind}:${id}`, previewCookieOptions());
    return response;
  },
);
