/**
 * The time every app server agrees on, for code the browser runs too (a form's "not in the past"
 * check): on a server, its clock plus the offset to the database's that lib/time/clock.ts keeps on
 * globalThis; in a browser, which keeps none, its own clock. Reads the offset, never takes one.
 */
const STATE = Symbol.for('kinglife.clock');

export function agreedTimeMs(): number {
  const state = (globalThis as unknown as { [STATE]?: { offsetMs: number } })[STATE];
  return Date.now() + (state?.offsetMs ?? 0);
}
