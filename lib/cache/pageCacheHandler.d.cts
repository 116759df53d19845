/** The part of pageCacheHandler.cjs the app calls itself (Next uses the rest). */
declare class PageCacheHandler {
  /** Expires `tags` in the page and data cache from outside a request (background work). */
  static expireOutsideRequest(tags: string[]): Promise<void>;
}
export = PageCacheHandler;
