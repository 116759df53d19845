// @ts-check
// CommonJS, like the cache handler that counts here: `next build` loads that with Node as it is.
/** The page cache's lookups at this server since it started (hits, misses), for the metrics. */
const KEY = Symbol.for('kinglife.pageCacheCounts');
const holder = /** @type {Record<symbol, { hits: number; misses: number }>} */ (
  /** @type {unknown} */ (globalThis)
);

/** @param {boolean} found */
function countLookup(found) {
  const counts = (holder[KEY] ??= { hits: 0, misses: 0 });
  if (found) counts.hits += 1;
  else counts.misses += 1;
}

function pageCacheCounts() {
  return { ...(holder[KEY] ?? { hits: 0, misses: 0 }) };
}

module.exports = { countLookup, pageCacheCounts };
