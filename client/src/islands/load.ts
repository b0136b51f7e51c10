/**
 * The one script a server-rendered public page loads (server/src/ssr/renderer.ts puts it where the
 * shell had the app's entry; the back office keeps the app's entry). The page is HTML that works
 * as it is: links are plain links. What is left to do here:
 *
 * - make the header's menus work (headerScript.ts: a few listeners, no React);
 * - after the first paint, turn on the whole public stylesheet (linked disabled: the page painted
 *   with its inlined part);
 * - hydrate the page's islands (Island.tsx), if it has any: each `[data-island]` node with its own
 *   chunk, named by the registry. A page without islands loads nothing more: no React.
 *
 * Both wait for the page's main image (`fetchpriority="high"`) when it has not arrived yet, so
 * that the code does not share a slow phone's bandwidth with it; a failed image starts them too,
 * and so does a stalled one after LCP_IMAGE_WAIT_MS. When everything is live, <html> gets
 * `data-page-ready` (browser tests wait for it).
 */
import { startHeader } from '../site/layout/headerScript';
import { enableSiteCss } from '../site/layout/siteCss';
import { CODE_META, ISLAND_ATTR } from './markers';

// The header's menus work at once: a few listeners, no React (site/layout/headerScript.ts).
startHeader();

/** How long the page waits at most for its largest image before it starts anyway. */
const LCP_IMAGE_WAIT_MS = 3000;

function live() {
  enableSiteCss();
  const nodes = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)];
  const ready = () => {
    document.documentElement.dataset.pageReady = '';
  };
  if (nodes.length === 0) return ready();
  // The islands' code, all at once (what the import below would find one level at a time).
  const code = document.querySelector<HTMLMetaElement>(`meta[name="${CODE_META}"]`);
  for (const href of code?.content.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  import('./hydrate')
    .then(({ hydrateIslands }) => hydrateIslands(nodes))
    .then(ready, (error: unknown) => console.error('islands failed to start', error));
}

let started = false;
function start() {
  if (started) return;
  started = true;
  requestAnimationFrame(() => setTimeout(live));
}

const waiting = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority=high]')].filter(
  (img) => !img.complete,
);
let left = waiting.length;
for (const img of waiting) {
  const done = () => {
    if (--left === 0) start();
  };
  img.addEventListener('load', done, { once: true });
  img.addEventListener('error', done, { once: true });
}
if (left === 0) start();
else setTimeout(start, LCP_IMAGE_WAIT_MS);
