/**
 * The text of an inline <script> that calls `run` with `args` as the page is parsed, before any of
 * the page's JavaScript has loaded and without a module for it in any bundle. Its source text goes
 * into the HTML as it is, so `run` (and any function passed in `args`) must refer to nothing but its
 * arguments and the browser's globals; the other arguments go in as JSON.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function, with its own arguments
export function inlineScript(run: (...args: any[]) => void, ...args: unknown[]): string {
  const values = args.map((arg) => (typeof arg === 'function' ? String(arg) : JSON.stringify(arg)));
  return `(${run})(${values.join(',')})`;
}
