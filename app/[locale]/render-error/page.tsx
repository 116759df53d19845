import { notFound } from 'next/navigation';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

/**
 * Tests only (PLANT_RENDER_ERROR=1, e2e/error-page.spec.ts): a page that fails as it renders, so
 * the site's error page can be seen in each language. Without the setting, a 404.
 */
export default function PlantedRenderError() {
  if (env().PLANT_RENDER_ERROR !== '1') notFound();
  throw new Error('A render error planted for the error page test (PLANT_RENDER_ERROR).');
}
