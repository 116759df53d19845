import { endpoints } from '@/lib/api/contract';
import { readBanner, replaceBanner } from '@/features/settings/data';
import { form } from '@/lib/http/input';
import { adminRoute, formLimit } from '@/lib/http/handler';
import { ok } from '@/lib/http/responses';
import { bannerSchema } from '@/features/news/adminValidation';
import { imageAltsOf, imageFocusOf } from '@/lib/validation/content';

export const GET = adminRoute('content', {}, async () => ok(endpoints.banner.GET, await readBanner()));

/** The home hero picture, with its alt texts (or marked decorative: the hero's heading says enough). */
export const PUT = adminRoute(
  'content',
  { body: form(bannerSchema, formLimit(1)) },
  async ({ body: input }) => {
    const banner = await replaceBanner(
      input.image!,
      imageAltsOf(input, 'image'),
      imageFocusOf(input, 'image'),
    );
    return ok(endpoints.banner.PUT, banner);
  },
);
