/** An SVG's text without its comments and the space between its tags (ui/InlineSvg.tsx, the
 *  home page's skyline, the favicon's data URL: client/build/favicon.ts). */
export function compactSvg(svg: string): string {
  return svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
}
