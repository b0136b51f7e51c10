/**
 * Waiting for what is on screen, for work that must not compete with it (islands/load.ts,
 * ui/later.ts, ui/useAfterFirstPaint.ts).
 */

/** Runs `then` in a task of its own once the next frame has been drawn (a task queued from
 *  inside a frame callback runs after that frame). */
export function afterNextFrame(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then));
}

/**
 * Runs `then` once the page as parsed so far is on screen: after the browser's own report of the
 * first contentful paint (Paint Timing), then after one more frame; where there is no such report,
 * after the next frame.
 *
 * The report alone is not enough: the first paint often shows only the top of the page (at 4x CPU,
 * the header's name; the hero's text a frame or two later), and the boot script runs once the whole
 * page is parsed, often before the frame that shows the rest. Lighthouse counts every request that
 * ends before the largest paint into it: with the islands' code requested in that gap, the
 * simulated LCP of `/bn` grew by half (docs/benchmarks.md). A frame alone is not enough either: once
 * the first frame got light (ui/later.ts) it came before any paint.
 */
export function afterPageOnScreen(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterNextFrame(then);
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    afterNextFrame(then);
  });
  observer.observe({ type: 'paint', buffered: true });
}
