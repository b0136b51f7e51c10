import fs from 'node:fs';
import path from 'node:path';
import type { CriticalRule } from './critical-css';

/**
 * What the client build made for rendered pages (client/build/site-assets.ts writes it beside
 * Vite's manifest, with this type): the same for every request, read once.
 */
export interface SiteAssets {
  /** The public stylesheet in parts, fetched after the first paint and turned on later. */
  site: string[];
  /** The app's own stylesheet links in the built index.html, replaced by `site`. */
  entryCss: string[];
  /** The public stylesheet as a table of rules, for each page's inlined part (critical-css.ts). */
  critical: CriticalRule[];
}

/**
 * What the islands build made (client/build/islands.ts writes it, with this type): the script
 * every rendered page loads, and what a page with islands names for the loader to preload.
 */
export interface IslandAssets {
  /** client/src/site/islands/load.ts: the one script of a public page. */
  loader: string;
  /** The hydrating code (React's client, Lingui's runtime), for a page with any island. */
  hydrate: string[];
  /** Each island's chunk and the chunks it imports, by the island's name. */
  islands: Record<string, string[]>;
}

const readJson = <T>(file: string): T | null =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null;

/** dist/.vite/site-assets.json, or null before a build. */
export function readSiteAssets(clientDist: string): SiteAssets | null {
  return readJson(path.join(clientDist, '.vite', 'site-assets.json'));
}

/** dist/islands/.vite/islands.json, or null before a build. */
export function readIslandAssets(clientDist: string): IslandAssets | null {
  return readJson(path.join(clientDist, 'islands', '.vite', 'islands.json'));
}

/**
 * The modules a page with these islands preloads, each once. No catalog: each island's messages
 * are in the page, beside it (client/src/site/islands/Island.tsx).
 */
export function islandPreloads(assets: IslandAssets, islands: readonly string[]): string[] {
  if (islands.length === 0) return [];
  const files = [...islands.flatMap((name) => assets.islands[name] ?? []), ...assets.hydrate];
  return [...new Set(files)];
}
