import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { injectManifest } from 'workbox-build';
import { OFFLINE_FORM_PAGES, OFFLINE_PAGES } from '../src/sw/scope';

/** The service worker's source (client/src/sw/sw.ts), the `sw` build's one input. */
export const SW_INPUT = 'src/sw/sw.ts';
/** Where it is served from: the site's root, so that its scope is the whole site. */
export const SW_FILE = 'sw.js';

/**
 * What the offline pages are made of, hashed: the two builds' manifests (every chunk's name is
 * its content's hash) and the messages. A new revision makes Workbox fetch them again.
 */
function offlineRevision(root: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of [
    'dist/.vite/manifest.json',
    'dist/islands/.vite/manifest.json',
    'src/i18n/catalogs/en.json',
    'src/i18n/catalogs/bn.json',
  ]) {
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * After the `sw` build wrote sw.js: Workbox's injectManifest puts in it the list it precaches
 * (the offline page in each language, rendered by the server), in place of
 * `self.__WB_MANIFEST`. It runs after the app's and the islands' builds (client/package.json),
 * whose manifests the revision is made of.
 */
export function precacheList(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'drw-service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const revision = offlineRevision(root);
      const sw = path.join(outDir, SW_FILE);
      const { warnings } = await injectManifest({
        swSrc: sw,
        swDest: sw,
        globDirectory: outDir,
        // Nothing of the build's own: its files are kept as pages ask for them (cache first).
        globPatterns: [],
        additionalManifestEntries: [
          ...Object.values(OFFLINE_PAGES),
          ...Object.values(OFFLINE_FORM_PAGES),
        ].map((url) => ({ url, revision })),
      });
      if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
    },
  };
}
