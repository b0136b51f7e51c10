/**
 * The public stylesheet: a server-rendered page paints with its inlined critical rules and links
 * the whole stylesheet disabled (server/src/ssr/renderer.ts); this turns it on. The islands'
 * loader does when the page is about to change (the first touch, key, focus or scroll, or an
 * island hydrating), and the phone menu when it opens (its links are not in the page, so neither
 * are their rules).
 */
export function enableSiteCss(): HTMLLinkElement[] {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-site-css]')];
  for (const link of links) link.disabled = false;
  return links;
}
