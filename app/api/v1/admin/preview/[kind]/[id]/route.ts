import { draftMode } from 'next/headers';
import { isPreviewKind } from '@/lib/api/history';
import { readBlogPostPreview } from '@/lib/data/blog';
import { adminRoute, found, idParam, NotFound } from '@/lib/http/handler';
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locales';
import { routesFor } from '@/lib/routing/routes';

/**
 * The row's Preview: for staff who may change the item (the permission map names the kind's area),
 * turns on Next's draft mode in this browser and sends it to the item's public page in `?locale=`,
 * which then shows the draft (lib/auth/preview.ts checks the session again on every render).
 */
export const GET = adminRoute(async ({ request, params }) => {
  const { kind } = params;
  if (!isPreviewKind(kind)) throw new NotFound();
  const id = idParam(params);
  const asked = new URL(request.url).searchParams.get('locale');
  const locale = isLocale(asked) ? asked : DEFAULT_LOCALE;
  found(await readBlogPostPreview(locale, id));
  (await draftMode()).enable();
  // A relative Location: the browser stays on the address it used, whatever proxy is in front.
  return new Response(null, { status: 307, headers: { Location: routesFor(locale).blogPost(id) } });
});
