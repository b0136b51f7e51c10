/**
 * What a server-rendered public page loads first (server/src/ssr/renderer.ts puts it where the
 * shell had the app's entry; the back office's shell keeps the plain entry). A rendered page reads
 * before its JavaScript runs, so the app waits for the first paint, and for the page's main image
 * (`fetchpriority="high"`: the first news card, an article's picture, a hero's art) when it has
 * not arrived yet: fetched in parallel, the entry (~150 kB gzip) and the whole stylesheet shared a
 * slow phone's bandwidth with that image, and Lighthouse counts every request started and every
 * script run before the largest paint into it. A failed image starts the app too, and so does a
 * stalled one after LCP_IMAGE_WAIT_MS. Then, after the next frame, it turns on the whole public
 * stylesheet (linked disabled: the page painted with its inlined part) and imports what
 * <meta name="page-code"> names: the app's entry, and beside it the page's lazily loaded code (a
 * chunk that fails is React's to load again). The entry is named there, not imported here: Vite
 * would wrap that import in its preload helper, which lives in the entry itself (a static import
 * of the whole app) and would also link the app's full stylesheet.
 */

/** How long the app waits at most for the page's largest image before it starts anyway. */
const LCP_IMAGE_WAIT_MS = 3000;

let started = false;
function start() {
  if (started) return;
  started = true;
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-site-css]')) {
        link.disabled = false;
      }
      const code = document.querySelector<HTMLMetaElement>('meta[name=page-code]');
      const [entry, ...chunks] = code ? code.content.split(' ') : [];
      void import(/* @vite-ignore */ entry);
      for (const src of chunks) import(/* @vite-ignore */ src).catch(() => {});
    }),
  );
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
