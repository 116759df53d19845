/** The <head> data of pages whose title and description are fixed texts (lib/seo/metadata.ts builds it). */
import type { Metadata } from 'next';
import { localized } from '@/content/localized';
import type { SiteText } from '@/content/text';
import { previewing, type Previewed } from '@/lib/auth/preview';
import type { OgPageType } from '@/lib/seo/ogImages';
import { pageMetadata, previewMetadata, type PathIn } from '@/lib/seo/metadata';

type FixedPage = Exclude<
  keyof SiteText['pageMeta'],
  'siteName' | 'titleTemplate' | 'defaultTitle' | 'defaultDescription'
>;

/**
 * generateMetadata of a page whose title and description are fixed texts (content/dictionary's
 * pageMeta): `export const generateMetadata = fixedPageMetadata('about', (r) => r.about());`
 */
export function fixedPageMetadata(
  page: FixedPage,
  path: PathIn,
  pageType: OgPageType = page,
  /** The kind of item (its collection) whose staff preview (lib/auth/preview.ts) this page can be. */
  previewOf?: Previewed,
) {
  return async (): Promise<Metadata> => {
    const [{ t, locale }, preview] = await Promise.all([
      localized(),
      previewOf ? previewing(previewOf) : false,
    ]);
    const meta = t.pageMeta[page];
    const metadata = pageMetadata({
      locale,
      path,
      title: meta.title,
      description: meta.description,
      pageType,
    });
    return preview ? previewMetadata(metadata) : metadata;
  };
}
