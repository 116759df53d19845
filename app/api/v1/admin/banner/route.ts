import { endpoints } from '@/lib/api/contract';
import { readBanner, replaceBanner } from '@/features/settings/data';
import { adminRoute, formInput, formLimit } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { bannerSchema } from '@/features/news/adminValidation';

export const GET = adminRoute('content', async () => ok(endpoints.banner.GET, await readBanner()));

/** The home hero picture. Its alt stays empty: the hero's heading says what the page is about. */
export const PUT = adminRoute('content', async ({ request }) => {
  const { image } = await formInput(request, bannerSchema, formLimit(1));
  return ok(endpoints.banner.PUT, await replaceBanner(image!, ''));
});
