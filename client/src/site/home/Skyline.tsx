import { compactSvg } from '../ui/compactSvg';
import drawing from './skyline.svg?raw';

/** The drawing inside the file's root <svg>, which the pattern below repeats. */
const SHAPES = compactSvg(drawing)
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>$/, '');

/**
 * Our drawn Dhaka skyline (skyline.svg) along the bottom of the home page's hero: tiles of
 * 1100 × 110 px, one centred and the others repeated on each side, as the CSS background it was.
 * Drawn in the page rather than as an image: an SVG image is a document of its own, built on the
 * main thread in the first style recalc (ui/InlineSvg.tsx).
 */
export function Skyline({ className }: { className: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <defs>
        <pattern
          id="hero-skyline"
          viewBox="0 0 1200 120"
          width="1100"
          height="110"
          patternUnits="userSpaceOnUse"
          x="50%"
          patternTransform="translate(-550 0)"
          dangerouslySetInnerHTML={{ __html: SHAPES }}
        />
      </defs>
      <rect width="100%" height="100%" fill="url(#hero-skyline)" />
    </svg>
  );
}
