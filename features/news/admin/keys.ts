/** The TanStack Query keys of the Home screen's data (a change refetches what starts with them). */
export const bannerKey = ['admin', 'banner'] as const;
export const newsKey = ['admin', 'news'] as const;
