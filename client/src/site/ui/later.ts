/**
 * Bands of a page below its first screen (ui/Section.tsx, the footer) are not laid out for the
 * first paint. They carry this attribute, which styles.css turns into `content-visibility: auto`:
 * the browser skips their style and layout until they near the screen. The boot script
 * (islands/load.ts) then takes it off one band per frame after the first paint (layOutLater), and
 * off each card of a band's grid in a frame of its own, so the page is whole a moment later and no
 * single task lays much of it out. Without JavaScript a <noscript> rule
 * (server/src/ssr/renderer.ts) keeps every band laid out from the start.
 *
 * Why: on the home page at 4x CPU, laying out everything below the hero made the longest tasks
 * of the load (most of it font lookups and text shaping); a phone's main thread was blocked for
 * it while the visitor saw only the first screen.
 */
import { afterNextFrame } from './frames';

export const LATER_ATTR = 'data-later';

/** Lays out every band that waits, now (a page the browser prerenders: islands/load.ts). */
export function layOutNow(): void {
  for (const band of document.querySelectorAll(`[${LATER_ATTR}]`)) band.removeAttribute(LATER_ATTR);
}

/**
 * The parts of a band laid out after it, each in a frame of its own: a grid's items (the grids of
 * ui.module.css and blocks.module.css carry data-cols). On the home page, a band with a grid of
 * cards was one long frame of style and layout (Long Animation Frames, docs/benchmarks.md);
 * split, the longest is about a third of that.
 */
const PARTS = '[data-cols] > *';

/** Lays out the bands that wait, one per frame, in page order; resolves when all are. */
export function layOutLater(): Promise<void> {
  const bands = [...document.querySelectorAll(`[${LATER_ATTR}]`)];
  return new Promise((resolve) => {
    const next = () => {
      const band = bands.shift();
      if (!band) return resolve();
      // Only below the screen: on it, every part is laid out at once anyway (content-visibility).
      if (band.getBoundingClientRect().top > window.innerHeight) {
        const parts = [...band.querySelectorAll(PARTS)];
        for (const part of parts) part.setAttribute(LATER_ATTR, '');
        bands.unshift(...parts);
      }
      band.removeAttribute(LATER_ATTR);
      // The next band after this one has been laid out and painted, in a task of its own.
      afterNextFrame(next);
    };
    next();
  });
}
