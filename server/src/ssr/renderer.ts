import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from '../logger';
import type { Services } from '../services';
import {
  islandPreloads,
  readIslandAssets,
  readSiteAssets,
  type IslandAssets,
  type SiteAssets,
} from './assets';
import type { FormPost, SsrBundle } from './contract';
import { criticalCss } from './critical-css';
import { headTags } from './head';
import { SPECULATION_RULES, fontLoadTag } from './inline-scripts';

/** The <meta> naming the public stylesheet's parts (client/src/site/layout/siteCss.ts reads it). */
const SITE_CSS_META = 'site-css';

/**
 * The shell with the app's full stylesheet swapped for what public pages use: the rules this page
 * can match inlined (nothing to fetch before the first paint), and the whole public stylesheet
 * named in a <meta> for the boot script, which fetches it after the first paint and turns it on
 * when the page is about to change (client/src/site/layout/siteCss.ts), or linked in <noscript>
 * without JavaScript. Not linked disabled: Chromium fetches a disabled stylesheet all the same,
 * at the highest priority, and Lighthouse counted the 28 as render-blocking (the home page's
 * simulated first paint 1.4-1.9 s instead of 1.0-1.2; docs/benchmarks.md). (The back office, a
 * page load of its own, gets the client shell with the app's whole stylesheet.)
 */
function withStyles(shell: string, css: SiteAssets, body: string): string {
  const inline = criticalCss(css.critical, shell + body);
  // The boot script puts the parts before the inlined rules: the public stylesheet arrives in
  // parts, each applied as it lands, and a part's copy of a rule placed after the inlined ones
  // would win over rules of the page that had overridden it until the next part landed (the
  // news cards lost their padding for a frame: layout shift 0.05-0.1 at 375 px). Last, the
  // inlined rules keep the stylesheet's order whatever has arrived.
  const links =
    `<meta name="${SITE_CSS_META}" content="${css.site.join(' ')}">` +
    // Without JavaScript nothing lays the later bands out (client/src/site/ui/later.ts): they are
    // laid out from the start.
    `<noscript>${css.site.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}` +
    '<style>[data-later]{content-visibility:visible!important}</style></noscript>' +
    `<style data-critical-css>${inline.replace(/<\/style/gi, '<\\/style')}</style>`;
  let placed = false;
  let html = shell;
  for (const href of css.entryCss) {
    html = html.replace(new RegExp(`<link rel="stylesheet"[^>]* href="${href}">`), () => {
      const here = placed ? '' : links;
      placed = true;
      return here;
    });
  }
  return placed ? html : html.replace('</head>', () => `${links}</head>`);
}

export type Rendered =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; location: string }
  /** The client shell (index.html as built): the back office, or no bundle to render with. */
  | { kind: 'shell'; html: string };

const PAGE_HEAD = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>\s*/;
const ROOT = '<div id="root"></div>';
const HTML_LANG = /<html lang="[^"]*"/;
/** The app's entry in the built index.html: a rendered page loads the islands' loader instead. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;
/** Resource hints React hoists to the start of its output (image preloads): they go in <head>. */
const LEADING_LINKS = /^(?:<link [^>]*\/?>)+/;

/**
 * Loads the server-rendering bundle once. Without it (the client not built yet) public pages
 * fall back to the client shell, as before server rendering existed.
 */
function loadBundle(file: string, log: Logger): { bundle: SsrBundle; builtAt: Date } | null {
  if (!fs.existsSync(file)) {
    log.warn({ file }, 'no server-rendering bundle: public pages are served as the client shell');
    return null;
  }
  // A CommonJS file built next to the client; graphql inside it is this server's copy. Its
  // `ssrBundle` satisfies SsrBundle where it is written (client/src/entry-server.tsx).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { ssrBundle } = require(file) as { ssrBundle: SsrBundle };
  return { bundle: ssrBundle, builtAt: fs.statSync(file).mtime };
}

export interface PageRenderer {
  /**
   * `ip`: the visitor's address (req.ip), the resolver context's as on /graphql, so a page that
   * asks a rate-limited question (a help search, a parcel price) counts it against the visitor.
   */
  render(
    url: string,
    origin: string,
    formPost?: FormPost,
    lite?: boolean,
    ip?: string,
  ): Promise<Rendered>;
  /** The pages the sitemap lists without a parameter, and when their code was built. */
  publicPaths(): { paths: string[]; builtAt: Date } | null;
  bundle(): SsrBundle | null;
  /** index.html as built, for the back office and as the fallback when rendering fails. */
  shell(): string;
}

/**
 * Public routes as full HTML: the route tree rendered by the client's own server entry, with the
 * page's GraphQL data fetched in process as an anonymous visitor from the request's address (no
 * HTTP hop; rate limits count it as they count /graphql), put into the
 * built index.html with the page's head tags and the data the browser hydrates with.
 */
export function createPageRenderer(opts: {
  config: Config;
  services: Services;
  log: Logger;
  /** The app's schema (features/index.ts), which the page's queries run against in process. */
  schema: () => Promise<GraphQLSchema>;
}): PageRenderer {
  const { config, services, log, schema } = opts;
  let loaded: ReturnType<typeof loadBundle> | undefined;
  let template: string | undefined;
  const bundle = () =>
    loaded === undefined ? (loaded = loadBundle(config.CLIENT_SSR, log)) : loaded;
  let assets: { site: SiteAssets; islands: IslandAssets } | null | undefined;
  const siteAssets = () => {
    if (assets !== undefined) return assets;
    const site = readSiteAssets(config.CLIENT_DIST);
    const islands = readIslandAssets(config.CLIENT_DIST);
    return (assets = site && islands ? { site, islands } : null);
  };
  const shellHtml = () =>
    (template ??= fs.readFileSync(path.join(config.CLIENT_DIST, 'index.html'), 'utf8'));

  return {
    bundle: () => bundle()?.bundle ?? null,
    shell: shellHtml,
    publicPaths() {
      const found = bundle();
      return found ? { paths: found.bundle.publicPaths, builtAt: found.builtAt } : null;
    },
    async render(url, origin, formPost, lite = false, ip = 'unknown') {
      const found = bundle();
      const built = siteAssets();
      if (!found || !built) return { kind: 'shell', html: shellHtml() };
      const result = await found.bundle.render({
        url,
        schema: await schema(),
        context: { user: null, badToken: false, ip, userAgent: '', services },
        formPost,
        lite,
      });
      if (result.kind === 'redirect') return result;
      if (result.kind === 'shell') return { kind: 'shell', html: shellHtml() };

      const pathname = new URL(url, 'http://x').pathname;
      const hints = LEADING_LINKS.exec(result.html)?.[0] ?? '';
      const body = result.html.slice(hints.length);
      // The code of the page's islands, named for the loader (islands/load.ts), which preloads it
      // once the page has painted: as <link rel=modulepreload> in the head, it shared a slow
      // phone's bandwidth with the first paint and delayed it (docs/benchmarks.md).
      // Nothing at all for a page without islands.
      const code = islandPreloads(built.islands, result.islands);
      const preloads = code.length ? `<meta name="island-code" content="${code.join(' ')}">` : '';
      const head =
        headTags(result.head, found.bundle.site, origin, pathname, result.language) +
        hints +
        preloads +
        SPECULATION_RULES;
      // The page reads without JavaScript: the shell's "needs JavaScript" note does not apply.
      const shell = shellHtml()
        .replace(NOSCRIPT, '')
        .replace(HTML_LANG, () => `<html lang="${result.language.locale}"`)
        .replace(
          ENTRY_SCRIPT,
          `<script type="module" crossorigin src="${built.islands.loader}"></script>`,
        );
      const html = withStyles(shell, built.site, body)
        .replace(PAGE_HEAD, () => head)
        .replace(ROOT, () => `<div id="root">${body}</div>`)
        // After the inlined CSS, which declares the font's faces.
        .replace('</head>', () => `${fontLoadTag(result.language.locale)}</head>`);
      return { kind: 'page', status: result.status, html };
    },
  };
}
