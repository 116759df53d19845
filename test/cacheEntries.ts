/**
 * Next's cache handler as the tests call it (lib/cache/pageCacheHandler.cjs), and entries shaped as
 * Next hands them over: a rendered page (tags in its header) and a data reading (tags beside it).
 */
export interface CacheHandler {
  get(key: string, ctx: object): Promise<{ value: Record<string, unknown> } | null>;
  set(key: string, value: object, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: object): Promise<void>;
}

/** A page rendered from `settings` and `product:3`. */
export const page = (text: string) => ({
  kind: 'APP_PAGE',
  html: `<p>${text}</p>`,
  rscData: Buffer.from(text),
  headers: { 'x-next-cache-tags': 'settings,product:3' } as Record<string, string>,
  status: 200,
});
export const pageCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, tags: [] };

/** A data reading (`unstable_cache`); its tags are in the context it is stored with. */
export const reading = (text: string) => ({
  kind: 'FETCH',
  data: { headers: {}, body: text, status: 200, url: '' },
  revalidate: 86_400,
});
export const readingCtx = (tags: string[]) => ({ kind: 'FETCH', fetchCache: true, tags, softTags: [] });
