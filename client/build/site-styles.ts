import fs from 'node:fs';
import path from 'node:path';
import type { CriticalRule } from '../../server/src/ssr/critical-css';
import { criticalRules } from './critical-rules';
import { cutStylesheet, MODULE_CLASS, splitByClasses } from './css-split';

export interface ManifestEntry {
  file: string;
  name?: string;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestEntry>;

/** A stylesheet the build writes: its name (the file gets a hash of its content) and text. */
export interface Stylesheet {
  name: string;
  css: string;
}

export interface PageStyles {
  /** What public pages can use: the part a page matches is inlined in its <head> (`critical`),
   *  the whole follows without blocking the first paint, cut in parts (SITE_PART_CHARS). */
  site: Stylesheet[];
  critical: CriticalRule[];
  /** The app's own stylesheet links in the built index.html, replaced by `site`. */
  entryCss: string[];
}

/**
 * The whole public stylesheet arrives after the first paint in parts of this size: the browser
 * parses each in its own short task as it arrives, where the whole held the main thread for one
 * long task (total blocking time on a slow phone; docs/benchmarks.md).
 */
const SITE_PART_CHARS = 24_000;

/** The back office: a client-rendered app of its own, with its own stylesheet chunk. */
const BACK_OFFICE = 'src/admin/AdminRoutes.tsx';

/** Every manifest entry reached from the app's entry, except what `skip` says to leave out. */
function reachable(manifest: Manifest, skip: (key: string) => boolean) {
  const seen = new Set<string>();
  const walk = (key: string) => {
    if (seen.has(key) || skip(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(walk);
    manifest[key].dynamicImports?.forEach(walk);
  };
  walk('index.html');
  return [...seen].map((key) => manifest[key]);
}

/**
 * The CSS of the chunks reached from the entry, in the order Vite loads it with their code: a
 * chunk's static imports' CSS before its own (shared modules first, so that a page's own rules
 * come after them and win, as in the browser-rendered app).
 */
function cssInLoadOrder(manifest: Manifest, skip: (key: string) => boolean) {
  const seen = new Set<string>();
  const css: string[] = [];
  const walk = (key: string) => {
    if (seen.has(key) || skip(key) || !manifest[key]) return;
    seen.add(key);
    manifest[key].imports?.forEach(walk);
    for (const c of manifest[key].css ?? []) if (!css.includes(c)) css.push(c);
    manifest[key].dynamicImports?.forEach(walk);
  };
  walk('index.html');
  return css;
}

/**
 * The stylesheets of rendered pages. The app's entry stylesheet holds all of Mantine; blocking
 * the first paint on it delayed a slow phone's first paint (docs/benchmarks.md). Rendered pages
 * link instead:
 * - `site`: the entry stylesheet's rules that public pages can use (those naming no Mantine
 *   component class, or one that the code of a public chunk contains), then the CSS of every
 *   public page chunk (Vite would load a lazy page's CSS with its JavaScript only: without it,
 *   JavaScript off or before it arrives, the server's HTML would paint unstyled). A page inlines
 *   the part of it that it can use (`critical`, critical-css.ts) and loads the whole without
 *   blocking its first paint;
 * The rest (components only the back office uses) is not linked: the back office is a page load
 * of its own, served the client shell with the app's whole stylesheet.
 * Rules keep their order, so the cascade is the one the browser-rendered app has.
 */
export function publicPageStyles(clientDist: string, manifest: Manifest): PageStyles {
  const read = (name: string) => fs.readFileSync(path.join(clientDist, name), 'utf8');
  const entryCss = manifest['index.html']?.css ?? [];

  const usedClasses = new Set<string>();
  for (const chunk of reachable(manifest, (key) => key === BACK_OFFICE)) {
    for (const name of read(chunk.file).match(MODULE_CLASS) ?? []) usedClasses.add(name);
  }
  const split = splitByClasses(entryCss.map(read).join(''), usedClasses);

  const pageCss = cssInLoadOrder(manifest, (key) => key.startsWith('src/admin/')).filter(
    (c) => !entryCss.includes(c),
  );
  const site = split.used + pageCss.map(read).join('');
  return {
    site: cutStylesheet(site, SITE_PART_CHARS).map((css, i) => ({ name: `public-${i + 1}`, css })),
    critical: criticalRules(site),
    entryCss: entryCss.map((c) => `/${c}`),
  };
}
