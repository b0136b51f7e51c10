import fs from 'node:fs';
import path from 'node:path';
import type { CriticalRule } from './critical-css';

/**
 * What the client build made for rendered pages (client/build/site-assets.ts writes it beside
 * Vite's manifest, with this type): the same for every request, read once.
 */
export interface SiteAssets {
  /** The public stylesheet in parts, linked disabled and turned on after the first paint. */
  site: string[];
  /** The back office's part of the app's stylesheet, linked disabled until the app starts. */
  later: string;
  /** The app's own stylesheet links in the built index.html, replaced by the two above. */
  entryCss: string[];
  /** The page chunks' stylesheets (already in `site`), linked disabled. */
  pageCss: string[];
  /** The public stylesheet as a table of rules, for each page's inlined part (critical-css.ts). */
  critical: CriticalRule[];
  /** The module a rendered page loads first (client/src/boot.ts), and the app's entry it loads. */
  boot: string;
  entry: string;
  /** Lazily loaded chunks by name (page-code.ts). */
  chunks: Record<string, string>;
}

/** dist/.vite/site-assets.json, or null before a build. */
export function readSiteAssets(clientDist: string): SiteAssets | null {
  const file = path.join(clientDist, '.vite', 'site-assets.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SiteAssets) : null;
}
