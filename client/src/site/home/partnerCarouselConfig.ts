import type { EmblaOptionsType } from 'embla-carousel';

/**
 * Slides in view by window width, as in the original: 1 from 0 px, 2 from 400 px, 3 from 760 px
 * and 4 from 1000 px, written as media queries on the slides (slideSizeCss).
 */
export const SLIDES_PER_VIEW: { minWidth: number; slides: number }[] = [
  { minWidth: 0, slides: 1 },
  { minWidth: 400, slides: 2 },
  { minWidth: 760, slides: 3 },
  { minWidth: 1000, slides: 4 },
];

/**
 * Loops, and moves as fast as the original's slide. Embla's `duration` is not in milliseconds:
 * its scroll body integrates 60 steps a second with friction, and 20 brings a slide to within
 * half a pixel of its place in the original's time — its test computes it.
 * The rest are embla's defaults (Mantine's Carousel passed the same).
 */
export const PARTNER_EMBLA_OPTIONS: EmblaOptionsType = { loop: true, duration: 20, align: 'start' };

/** Class given to every slide; the media queries below set its size. */
export const SLIDE_CLASS = 'partner-slide';

export function slideSizeOf(slides: number): string {
  return `${Math.floor((100 / slides) * 1000) / 1000}%`;
}

/** `--carousel-slide-size`, the variable the slides take their width from, per window width. */
export function slideSizeCss(): string {
  return SLIDES_PER_VIEW.map(({ minWidth, slides }) => {
    const rule = `.${SLIDE_CLASS}{--carousel-slide-size:${slideSizeOf(slides)};}`;
    return minWidth === 0 ? rule : `@media(min-width: ${minWidth}px){${rule}}`;
  }).join('');
}
