import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';
import type { SiteAssets } from '../../server/src/ssr/assets';
import { publicPageStyles, type Manifest } from './site-styles';

/** Where the build writes what rendered pages link, for the server (server/src/ssr/assets.ts). */
export const SITE_ASSETS_FILE = '.vite/site-assets.json';

/**
 * Everything a rendered page links that is the same for every request, made once by the build
 * from Vite's manifest and written beside it: the public stylesheet (the app's, less the Mantine
 * components only the back office uses: site-styles.ts), the public stylesheet's table of rules
 * for critical CSS. (Their code comes from the islands build: islands.ts.) The stylesheets
 * go into assets/ under a hash of their content, with their Brotli and gzip copies, like Vite's
 * own assets. The server reads the JSON once and parses no CSS.
 */
export function siteAssets(): Plugin {
  let outDir = '';
  return {
    name: 'drw-site-assets',
    apply: (_config, { isSsrBuild }) => !isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = JSON.parse(
        fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      const styles = publicPageStyles(outDir, manifest);
      const write = ({ name, css }: { name: string; css: string }) => {
        const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
        const file = `assets/${name}-${hash}.css`;
        const where = path.join(outDir, file);
        fs.writeFileSync(where, css);
        fs.writeFileSync(`${where}.br`, zlib.brotliCompressSync(css));
        fs.writeFileSync(`${where}.gz`, zlib.gzipSync(css, { level: 9 }));
        return `/${file}`;
      };
      const assets: SiteAssets = {
        site: styles.site.map(write),
        entryCss: styles.entryCss,
        critical: styles.critical,
      };
      fs.writeFileSync(path.join(outDir, SITE_ASSETS_FILE), JSON.stringify(assets));
    },
  };
}
