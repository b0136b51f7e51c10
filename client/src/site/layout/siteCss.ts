/**
 * The public stylesheet: a server-rendered page paints with its inlined critical rules and names
 * the whole stylesheet's parts in a <meta> (server/src/ssr/renderer.ts). Nothing in the HTML
 * fetches them: Chromium fetches even a disabled stylesheet at once, at the highest priority,
 * before the first paint. So the islands' loader fetches them once the page is on screen
 * (fetchSiteCss: linked for a medium that matches nothing, so that they are not applied), and
 * turns them on when the page is about to change (enableSiteCss: the first touch, key, focus or
 * scroll, or an island hydrating), as the phone menu does when it opens (its links are not in
 * the page, so neither are their rules). Turning on a part restyles the whole page: done once.
 */

/** The <meta> naming the parts, in order (renderer.ts writes it). */
const SITE_CSS_META = 'site-css';
/** A medium no device has: the part is fetched (at the lowest priority) and not applied. */
const NOT_APPLIED = 'not all';

/**
 * The parts' links, made on the first call: before the inlined rules, which must come last (see
 * renderer.ts), in the order the <meta> names them.
 */
function siteCssLinks(): HTMLLinkElement[] {
  const made = [...document.querySelectorAll<HTMLLinkElement>('link[data-site-css]')];
  if (made.length > 0) return made;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SITE_CSS_META}"]`);
  const inlined = document.querySelector('style[data-critical-css]');
  return (meta?.content.split(' ').filter(Boolean) ?? []).map((href) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.media = NOT_APPLIED;
    link.dataset.siteCss = '';
    if (inlined) inlined.before(link);
    else document.head.append(link);
    return link;
  });
}

/** Fetches the whole stylesheet without applying it: once the page is on screen. */
export function fetchSiteCss(): void {
  siteCssLinks();
}

/** Turns the whole stylesheet on (fetching it first if it was not yet): its links. */
export function enableSiteCss(): HTMLLinkElement[] {
  const links = siteCssLinks();
  for (const link of links) link.removeAttribute('media');
  return links;
}

/** How long what waits for the whole stylesheet waits at most: a stalled part opens it anyway. */
const LOAD_WAIT_MS = 2000;

/**
 * Turns the whole stylesheet on and resolves once every part is in (or failed, or after
 * LOAD_WAIT_MS): for what is shown with its rules (the phone menu). Usually at once: the parts
 * were fetched after the first paint.
 */
export function siteCssApplied(): Promise<void> {
  const arrived = enableSiteCss().map(
    (link) =>
      link.sheet ??
      new Promise((resolve) => {
        link.addEventListener('load', resolve, { once: true });
        link.addEventListener('error', resolve, { once: true });
      }),
  );
  const stalled = new Promise((resolve) => setTimeout(resolve, LOAD_WAIT_MS));
  return Promise.race([Promise.all(arrived), stalled]).then(() => undefined);
}
