import { createHash } from 'node:crypto';

export interface BootScript {
  href: string;
  js: string;
  /** What replaces the app's entry <script> in a rendered page. */
  tags: string;
}

/** Marks the whole public stylesheet in a rendered page (renderer.ts), linked disabled. */
export const SITE_CSS_ATTRIBUTE = 'data-site-css';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * A rendered page reads before its JavaScript runs, so the app's entry waits for the first paint:
 * a one-line script imports it after the next frame. Fetched in parallel, the entry (150 kB gzip)
 * shared a slow phone's bandwidth with the stylesheet and the LCP image; run before the paint, its
 * evaluation and the start of hydration held the server's HTML off the screen (Lighthouse counts
 * every request finished and every script run before the largest paint into it). At the same
 * moment it turns on the whole public stylesheet (linked disabled: the page painted with its
 * inlined part). The back office's shell keeps the plain entry
 * script.
 */
export function bootScript(shell: string): BootScript | null {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) return null;
  const js =
    'requestAnimationFrame(()=>setTimeout(()=>{' +
    `for(const l of document.querySelectorAll("link[${SITE_CSS_ATTRIBUTE}]"))l.disabled=false;` +
    `import(${JSON.stringify(entry)})}));\n`;
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
