import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { IslandAssets } from '../../server/src/ssr/assets';
import type { Manifest } from './site-styles';

/** The public pages' loader (client/src/site/islands/load.ts), the islands build's one input. */
export const ISLANDS_INPUT = 'src/site/islands/load.ts';
/** Where the islands build goes (under the browser build's folder, served as it is). */
export const ISLANDS_DIR = 'dist/islands';
/** What the islands build writes for the server (server/src/ssr/assets.ts), in ISLANDS_DIR. */
export const ISLANDS_ASSETS_FILE = '.vite/islands.json';

/** A manifest entry's file and every chunk it imports statically, in that order, each once. */
export function withImports(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const walk = (at: string) => {
    const entry = manifest[at];
    if (!entry || files.includes(entry.file)) return;
    files.push(entry.file);
    entry.imports?.forEach(walk);
  };
  walk(key);
  return files;
}

/** An island named X is the module XIsland.tsx exporting XIsland (islands/registry.ts). */
const ISLAND_MODULE = /^src\/.*\/(\w+)Island\.tsx$/;

/**
 * What a page with islands links as modulepreload, read from the islands build's manifest: the
 * hydrating code (React's client, Lingui's runtime: an island's messages are in the page, beside
 * it) and each island's chunk; each with the chunks it imports.
 */
export function islandAssetsOf(manifest: Manifest): IslandAssets {
  const files = (key: string) => withImports(manifest, key).map((file) => `/islands/${file}`);
  const need = (key: string) => {
    if (!manifest[key]) throw new Error(`the islands build has no ${key}`);
    return files(key);
  };
  const islands: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const name = ISLAND_MODULE.exec(key)?.[1];
    if (name && manifest[key].isDynamicEntry) islands[name] = files(key);
  }
  return {
    loader: need(ISLANDS_INPUT)[0],
    hydrate: need('src/site/islands/hydrate.tsx'),
    islands,
  };
}

/**
 * The islands build (`vite build --mode islands`) is a build of its own, apart from the back
 * office's app: its chunks are shared by islands only, so an island never pulls in a chunk of the
 * app's (Apollo Client, the router, all of Mantine). This plugin writes what the server links
 * (islandAssetsOf).
 */
export function islandAssets(): Plugin {
  let outDir = '';
  return {
    name: 'drw-island-assets',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      fs.writeFileSync(
        path.join(outDir, ISLANDS_ASSETS_FILE),
        JSON.stringify(islandAssetsOf(manifest)),
      );
    },
  };
}
