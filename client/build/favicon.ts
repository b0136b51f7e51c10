import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compactSvg } from '../src/site/ui/compactSvg';

const LINK = 'href="/favicon.svg"';

/**
 * The favicon (public/favicon.svg, 0.3 kB) goes into the page's `<link rel="icon">` as a data URL:
 * the browser then fetches nothing for it. It asked for it around the first paint, and when that
 * request ended first, Lighthouse's model of a slow phone counted it into the largest paint: on the
 * home page the LCP came one round trip (~150 ms) after the first paint in 4 of 7 runs; with the
 * data URL, in none of 7 that the favicon could explain. The file stays, for whoever links it.
 */
export function inlineFavicon(): Plugin {
  let publicDir = '';
  return {
    name: 'drw-inline-favicon',
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml(html) {
      if (!html.includes(LINK)) throw new Error(`index.html has no <link rel="icon" ${LINK}>`);
      const svg = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
      const url = `data:image/svg+xml,${encodeURIComponent(compactSvg(svg))}`;
      return html.replace(LINK, () => `href="${url}"`);
    },
  };
}
