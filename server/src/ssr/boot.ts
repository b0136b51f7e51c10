import { createHash } from 'node:crypto';
import { PAGE_CODE_META } from './page-code';

export interface BootScript {
  href: string;
  js: string;
  /** What replaces the app's entry <script> in a rendered page. */
  tags: string;
}

/** Marks the whole public stylesheet in a rendered page (renderer.ts), linked disabled. */
export const SITE_CSS_ATTRIBUTE = 'data-site-css';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** How long the app waits at most for the page's largest image before it starts anyway. */
const LCP_IMAGE_WAIT_MS = 3000;

/**
 * A rendered page reads before its JavaScript runs, so the app's entry waits for the first paint,
 * and for the page's main image (`fetchpriority="high"`: the first news card, an article's
 * picture, a hero's art) when it has not arrived yet: fetched in parallel, the entry (150 kB
 * gzip) and the whole stylesheet shared a slow phone's bandwidth with that image, and Lighthouse
 * counts every request started and every script run before the largest paint into it. A failed
 * image starts the app too, and so does a stalled one after LCP_IMAGE_WAIT_MS. Then, after the
 * next frame, the boot script turns on the whole public stylesheet (linked disabled: the page
 * painted with its inlined part) and imports the app, and beside it the page's lazily loaded code
 * (page-code.ts; a chunk that fails is React's to load again). The back office's shell keeps the
 * plain entry script.
 */
export function bootScript(shell: string): BootScript | null {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) return null;
  const js = `let started = false;
const start = () => {
  if (started) return;
  started = true;
  requestAnimationFrame(() => setTimeout(() => {
    for (const link of document.querySelectorAll('link[${SITE_CSS_ATTRIBUTE}]')) link.disabled = false;
    import(${JSON.stringify(entry)});
    const code = document.querySelector('meta[name=${PAGE_CODE_META}]');
    for (const src of code ? code.content.split(' ') : []) import(src).catch(() => {});
  }));
};
const waiting = [...document.querySelectorAll('img[fetchpriority=high]')].filter((img) => !img.complete);
let left = waiting.length;
for (const img of waiting) {
  const done = () => { if (--left === 0) start(); };
  img.addEventListener('load', done, { once: true });
  img.addEventListener('error', done, { once: true });
}
if (left === 0) start();
else setTimeout(start, ${LCP_IMAGE_WAIT_MS});
`;
  const hash = createHash('sha256').update(js).digest('hex').slice(0, 10);
  const href = `/boot.${hash}.js`;
  return {
    href,
    js,
    tags: `<script type="module" crossorigin src="${href}"></script>`,
  };
}

/** The shell with its entry script swapped for the boot script's tags. */
export function withBootScript(shell: string, boot: BootScript | null): string {
  return boot ? shell.replace(ENTRY_SCRIPT, () => boot.tags) : shell;
}
