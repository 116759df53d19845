/**
 * Resolves once the browser has painted the next frame: heavy work started in answer to a tap
 * (building the search index) waits for it, so the tap's answer is on screen first.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
