import type { HTMLAttributes } from 'react';
import { compactSvg } from './compactSvg';

/**
 * One of our own drawings (an .svg of site/art/, imported `?raw`: text of ours, fixed at build
 * time), drawn in the page as SVG elements inside a <span> (the home page's skyline, a pattern, is
 * home/Skyline.tsx). Not as an image (`<img src="data:…">`, a CSS `url()`): an SVG image is a
 * document of its own, which Chromium builds on the main thread in the middle of the first style
 * recalc (docs/benchmarks.md). `alt`
 * names it for a screen reader; without one it is decoration, hidden from them.
 */
export function InlineSvg({
  svg,
  alt,
  ...rest
}: { svg: string; alt?: string } & Omit<HTMLAttributes<HTMLSpanElement>, 'children'>) {
  const name = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return <span {...rest} {...name} dangerouslySetInnerHTML={{ __html: compactSvg(svg) }} />;
}
