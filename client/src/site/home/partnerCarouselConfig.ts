import type { CSSProperties } from 'react';
import type { EmblaOptionsType } from 'embla-carousel';

/**
 * Slides in view by window width, as in the original: 1 from 0 px, 2 from 400 px, 3 from 760 px
 * and 4 from 1000 px. Mantine's own `slideSize` breakpoints only know the theme's sizes (576,
 * 768, 992…), so these exact thresholds are written as media queries on the slides.
 */
export const SLIDES_PER_VIEW: { minWidth: number; slides: number }[] = [
  { minWidth: 0, slides: 1 },
  { minWidth: 400, slides: 2 },
  { minWidth: 760, slides: 3 },
  { minWidth: 1000, slides: 4 },
];

/**
 * Loops, and moves in about 600 ms like the original. Embla's `duration` is not in milliseconds:
 * its scroll body integrates 60 steps a second with friction 0.68, and 20 brings a slide to
 * within half a pixel of its place after ≈ 600 ms (99 % of the way at ≈ 480 ms) — see the test.
 */
export const PARTNER_EMBLA_OPTIONS: EmblaOptionsType = { loop: true, duration: 20, align: 'start' };

/** Class given to every slide; the media queries below set its size. */
export const SLIDE_CLASS = 'partner-slide';

export function slideSizeOf(slides: number): string {
  return `${Math.floor((100 / slides) * 1000) / 1000}%`;
}

/** `--carousel-slide-size`, the variable Mantine's slides take their width from. */
export function slideSizeStyle(slides: number): CSSProperties {
  return { '--carousel-slide-size': slideSizeOf(slides) } as CSSProperties;
}

/** The media queries for Mantine's <InlineStyles>: `--carousel-slide-size` per width. */
export function slideSizeMedia() {
  return SLIDES_PER_VIEW.filter((step) => step.minWidth > 0).map((step) => ({
    query: `(min-width: ${step.minWidth}px)`,
    styles: slideSizeStyle(step.slides),
  }));
}
