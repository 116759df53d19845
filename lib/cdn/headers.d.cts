export declare const SITE_KEY: string;
export declare function cdnHeaders(path: string, nextTags: unknown, purging: boolean): Record<string, string>;
export declare function pathKey(path: string): string;
