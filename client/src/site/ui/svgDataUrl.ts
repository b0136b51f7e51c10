/** An SVG's text as a data URL: its comments and the space between its tags left out. */
export function svgDataUrl(svg: string): string {
  const compact = svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
  return `data:image/svg+xml,${encodeURIComponent(compact)}`;
}
