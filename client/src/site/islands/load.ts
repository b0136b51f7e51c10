/**
 * The one script a server-rendered public page loads (server/src/ssr/renderer.ts puts it where the
 * shell had the app's entry; the back office keeps the app's entry). The page is HTML that works
 * as it is: links are plain links. What is left to do here:
 *
 * - make the header's menus work (headerScript.ts: a few listeners, no React);
 * - fetch the whole public stylesheet once the page is on screen, and turn it on (the page paints
 *   with its inlined part, which styles the server's HTML as the whole does; site-hydration's
 *   browser test checks it) only when the page is about to change: at the first touch, key, focus
 *   or scroll, or when an island hydrates. Turning it on restyles the whole page once per part:
 *   on the home page that was most of its blocking time (docs/benchmarks.md; layout/siteCss.ts);
 * - lay out the bands below the first screen, one per frame (site/ui/later.ts), or all of them at
 *   once while the browser prerenders the page;
 * - hydrate the page's islands (Island.tsx), if it has any: each `[data-island]` node with its own
 *   chunk, named by the registry, at once or, when it says so (`data-hydrate`), once it nears the
 *   screen or is first touched. A page without islands loads nothing more: no React.
 *
 * Islands wait for the page's main image (`fetchpriority="high"`) when it has not arrived yet, so
 * that the code does not share a slow phone's bandwidth with it; a failed image starts them too,
 * and so does a stalled one after LCP_IMAGE_WAIT_MS. When everything is live, <html> gets
 * `data-page-ready` (browser tests wait for it; an island that waits gets `data-hydrated` when it
 * is live). It waits for the bands to be laid out too.
 */
import { startHeader } from '../layout/headerScript';
import { enableSiteCss, fetchSiteCss } from '../layout/siteCss';
import { afterPageOnScreen } from '../ui/frames';
import { layOutLater, layOutNow } from '../ui/later';
import { CODE_META, HYDRATE_ATTR, ISLAND_ATTR } from './markers';

// The header's menus work at once: a few listeners, no React (site/layout/headerScript.ts).
startHeader();

/**
 * A page the browser prerenders (the speculation rules, server/src/ssr/renderer.ts: the visitor's
 * pointer rests on a link to it) is shown only at the click, and paints first then. Work done
 * before is on no one's screen; work left for then stands between the click and the new page. So
 * it does now what it would do after its first paint: every band laid out, the whole stylesheet
 * on, and the browser brought up to date with them (a hit test needs the layout and pre-paint
 * done: elementFromPoint does both, and the pointer over the new page asks for one at once). At
 * the click, the page is only painted. `npm run bench:nav` measures it (docs/benchmarks.md).
 */
function prepareWhilePrerendering() {
  layOutNow();
  const update = () => void document.elementFromPoint(0, 0);
  for (const link of enableSiteCss()) link.addEventListener('load', update, { once: true });
  update();
}
if ((document as Document & { prerendering?: boolean }).prerendering) prepareWhilePrerendering();

/** How long the page waits at most for its largest image before it starts anyway. */
const LCP_IMAGE_WAIT_MS = 3000;

/** What turns the whole stylesheet on: the page is about to change (a menu, the fixed bar…). */
const CHANGES = ['pointerdown', 'pointerover', 'keydown', 'focusin', 'scroll'] as const;
for (const type of CHANGES) {
  window.addEventListener(type, enableSiteCss, { capture: true, once: true, passive: true });
}

/** How far below the screen an island that waits for it starts hydrating (loading its code). */
const VISIBLE_MARGIN = '300px';
const INTERACTIONS = ['pointerdown', 'focusin', 'keydown', 'change'] as const;

/**
 * Hydrates islands (hydrate.tsx, React's client, loaded once). A tap on an island that is still
 * the server's HTML is held and given again once React listens: a tab tapped while its code
 * arrives still switches.
 */
function hydrate(nodes: HTMLElement[]): Promise<void> {
  const held: HTMLElement[] = [];
  const hold = (event: Event) => {
    event.preventDefault();
    event.stopPropagation();
    held.push(event.target as HTMLElement);
  };
  for (const node of nodes) node.addEventListener('click', hold, true);
  enableSiteCss();
  return import('./hydrate')
    .then(({ hydrateIslands }) => hydrateIslands(nodes))
    .finally(() => {
      for (const node of nodes) node.removeEventListener('click', hold, true);
      for (const target of held) target.click();
    });
}

/**
 * An island that waits (`data-hydrate`, markers.ts): hydrated when it nears the screen, or at the
 * first pointer, key, focus or change on it. Its wrapper has no box (`display: contents`): its
 * content is what nears the screen.
 */
function hydrateLater(node: HTMLElement, when: string) {
  // Whichever comes first starts it, and stops listening for the others.
  const pending = new AbortController();
  let observer: IntersectionObserver | undefined;
  const start = () => {
    if (pending.signal.aborted) return;
    pending.abort();
    observer?.disconnect();
    hydrate([node]).catch((error: unknown) => console.error('island failed to start', error));
  };
  if (when === 'visible') {
    const near = (entries: IntersectionObserverEntry[]) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    };
    observer = new IntersectionObserver(near, { rootMargin: VISIBLE_MARGIN });
    for (const child of node.children) observer.observe(child);
  }
  for (const type of INTERACTIONS) {
    node.addEventListener(type, start, { capture: true, signal: pending.signal });
  }
}

function live() {
  // Ready in the cache for the first touch, fetched when it no longer competes with the page.
  fetchSiteCss();
  // Installable and readable offline: the service worker (client/src/sw), asked
  // for once the page is on screen so that it does not share the first load's bandwidth. Only
  // public pages load this script: the back office and sign-in never register it.
  navigator.serviceWorker?.register('/sw.js').catch(() => undefined);
  // Field data, in a chunk of its own once the page is on screen: its observers read what was
  // recorded before them (buffered), so loading it late loses nothing but the taps made before.
  import('./vitals').then(
    ({ reportVitals }) => reportVitals(),
    () => undefined,
  );
  const nodes = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTR}]`)];
  // The bands below the first screen, one per frame (site/ui/later.ts).
  const laidOut = layOutLater();
  const ready = () => {
    void laidOut.then(() => {
      document.documentElement.dataset.pageReady = '';
    });
  };
  if (nodes.length === 0) return ready();
  // The islands' code, all of it (what the import below would find one level at a time), one
  // preload per task: starting a dozen module fetches in one go made one long task.
  const code = document.querySelector<HTMLMetaElement>(`meta[name="${CODE_META}"]`);
  const hrefs = code?.content.split(' ').filter(Boolean) ?? [];
  const preloadNext = () => {
    const href = hrefs.shift();
    if (!href) return;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    setTimeout(preloadNext);
  };
  preloadNext();
  const now = nodes.filter((node) => !node.hasAttribute(HYDRATE_ATTR));
  for (const node of nodes) {
    const when = node.getAttribute(HYDRATE_ATTR);
    if (when) hydrateLater(node, when);
  }
  if (now.length === 0) return ready();
  hydrate(now).then(ready, (error: unknown) => console.error('islands failed to start', error));
}

let started = false;
function start() {
  if (started) return;
  started = true;
  afterPageOnScreen(live);
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
