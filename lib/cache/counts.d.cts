export declare function countLookup(found: boolean): void;
export declare function pageCacheCounts(): { hits: number; misses: number };
