import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { compactSvg } from '../src/site/ui/compactSvg';

const LINK = 'href="/favicon.svg"';

/**
 * The favicon (public/favicon.svg, a few hundred bytes) goes into the page's `<link rel="icon">`
 * as a data URL: the browser then fetches nothing for it. It asked for it around the first paint,
 * and when that request ended first, a slow phone's largest paint waited one round trip for it
 * (docs/benchmarks.md, "Figures behind the design choices"). The file stays, for whoever links it.
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
