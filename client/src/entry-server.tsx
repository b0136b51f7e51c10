/**
 * The server's side of the app (built by `vite build --ssr` into client/dist-ssr/entry-server.cjs
 * and loaded by server/src/ssr/renderer.ts): decides what a URL is, and renders public pages with their data,
 * fetched in process through a SchemaLink on the server's own schema.
 */
import { createRoutesFromElements, matchRoutes, StaticRouter } from 'react-router-dom';
import { ApolloClient } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import type { RouteObject } from 'react-router-dom';
import { createCache } from './api/cache';
import { AppProviders, RoutedApp } from './App';
import { appRouteElements } from './AppRoutes';
import { messages as bn } from './i18n/catalogs/bn';
import { messages as en } from './i18n/catalogs/en';
import { createI18n } from './i18n/i18n-runtime';
import { IslandsContext, islandMarkupCache, type IslandServer } from './site/islands/Island';
import type { IslandName } from './site/islands/registry';
import { alternatePaths, BN_PREFIX, localeOfPath, OG_LOCALES, type Locale } from './i18n/locales';
import { FormPostContext, type FormPost } from './site/forms/formPost';
import { LiteContext } from './site/lite';
import { PageHeadContext, type PageHead } from './site/pageHead';
import type { RenderOptions, RenderResult, SsrBundle } from '../../server/src/ssr/contract';
import { COMPANY, SITE_NAME, SOCIAL_LINKS } from './site/siteConfig';
import { markPainted } from './site/ui/useAfterFirstPaint';

const CATALOGS = { en, bn };

/** What the server's head tags and JSON-LD say about the company. */
const site = { name: SITE_NAME, company: COMPANY, socialLinks: SOCIAL_LINKS };

const routes = createRoutesFromElements(appRouteElements);
/** Routes answered with a redirect (they only navigate), and the back office. */
const REDIRECTS: Record<string, string> = {
  '*': '/',
  'pages/login': '/login',
  'pages/help': '/help',
};
/** Redirects to a page that has a Bangla version: from under /bn, to that version. */
const BOTH_LANGUAGES = new Set(['pages/help']);
const SHELL = new Set(['dashbord/*']);
/** Staff pages outside the back office, not for search engines (robots.txt keeps them out too):
 *  the client-side app renders them from the shell, like the back office. */
const UNLISTED = new Set([
  'login',
  'forgot-password',
  'reset-password',
  'unauthorized',
  'addcopter',
]);
/** Public pages rendered like any other but not for search engines: the offline page. */
const NOT_IN_SITEMAP = new Set(['offline']);

function fullPaths(list: RouteObject[], parent: string): string[] {
  return list.flatMap((route) => {
    const here = route.index ? parent : `${parent}/${route.path ?? ''}`.replace(/\/+/g, '/');
    if (route.children) return fullPaths(route.children, here);
    const leaf = route.path ?? '';
    const listed =
      !(leaf in REDIRECTS) && !SHELL.has(leaf) && !UNLISTED.has(leaf) && !NOT_IN_SITEMAP.has(leaf);
    return listed && !/[:*]/.test(here) ? [here === '' ? '/' : here] : [];
  });
}

/**
 * Every public page without a parameter, for the sitemap (details come from the database), by
 * its English address: the Bangla site is the same routes under /bn.
 */
const publicPaths: string[] = fullPaths(routes, '');

// Nothing waits for a first paint on the server; below-the-fold content is rendered too.
markPainted();

/** The router's basename for a language: the Bangla site is the same routes under /bn. */
const basenameOf = (locale: Locale) => (locale === 'bn' ? BN_PREFIX : undefined);

function classify(url: string): RenderResult | { kind: 'render' } {
  const locale = localeOfPath(new URL(url, 'http://x').pathname);
  const matches = matchRoutes(routes, url, basenameOf(locale));
  const route = matches?.[matches.length - 1]?.route;
  // No match at all is unknown too; an index route (home) has no path.
  const leaf = route ? (route.index ? '' : (route.path ?? '')) : '*';
  if (leaf === 'pages/login') return { kind: 'redirect', location: REDIRECTS[leaf] };
  if (BOTH_LANGUAGES.has(leaf)) {
    return { kind: 'redirect', location: `${locale === 'bn' ? BN_PREFIX : ''}${REDIRECTS[leaf]}` };
  }
  if (locale === 'bn' && (leaf in REDIRECTS || SHELL.has(leaf) || UNLISTED.has(leaf))) {
    // Sign-in, the back office and the fare form exist only in English: anything else under /bn
    // that names no Bangla page leads to the Bangla home page.
    return { kind: 'redirect', location: BN_PREFIX };
  }
  if (leaf in REDIRECTS) return { kind: 'redirect', location: REDIRECTS[leaf] };
  if (SHELL.has(leaf) || UNLISTED.has(leaf)) return { kind: 'shell' };
  return { kind: 'render' };
}

/** Islands' markup, kept for every page this process renders (Island.tsx). */
const renderedIslands = islandMarkupCache();

async function render({
  url,
  schema,
  context,
  formPost,
  lite = false,
}: RenderOptions<FormPost>): Promise<RenderResult> {
  const route = classify(url);
  if (route.kind !== 'render') return route;
  const pathname = new URL(url, 'http://x').pathname;
  const locale = localeOfPath(pathname);
  const i18n = createI18n(locale, CATALOGS[locale]);

  const client = new ApolloClient({
    ssrMode: true,
    link: new SchemaLink({ schema, context }),
    cache: createCache(),
  });
  let reported: PageHead | undefined;
  const report = (head: PageHead) => {
    reported = head;
  };
  const islands = new Set<IslandName>();
  const islandServer: IslandServer = {
    report: (name) => islands.add(name),
    renderToString,
    createI18n,
    rendered: renderedIslands,
  };
  const { result } = await prerenderStatic({
    tree: (
      <PageHeadContext.Provider value={report}>
        <IslandsContext.Provider value={islandServer}>
          <FormPostContext.Provider value={formPost ?? null}>
            <LiteContext.Provider value={lite}>
              <AppProviders client={client} i18n={i18n}>
                <StaticRouter location={url} basename={basenameOf(locale)}>
                  <RoutedApp />
                </StaticRouter>
              </AppProviders>
            </LiteContext.Provider>
          </FormPostContext.Provider>
        </IslandsContext.Provider>
      </PageHeadContext.Provider>
    ),
    // Every boundary inline, none outlined for later reveal: React would reveal outlined ones with
    // inline scripts, which the Content-Security-Policy (script-src 'self') does not run.
    renderFunction: (node) =>
      prerenderToNodeStream(node, { progressiveChunkSize: Number.MAX_SAFE_INTEGER }),
    maxRerenders: 5,
  });
  const head = reported ?? { description: '' };
  // A page that found nothing to show (an unknown CMS slug) asked to go elsewhere.
  if (head.redirect) return { kind: 'redirect', location: head.redirect };
  return {
    kind: 'page',
    status: head.status ?? 200,
    html: result,
    head,
    language: {
      locale,
      ogLocale: OG_LOCALES[locale],
      ogLocaleAlternate: OG_LOCALES[locale === 'bn' ? 'en' : 'bn'],
      alternates: alternatePaths(pathname),
      siteDescription: i18n._('site.description'),
    },
    islands: [...islands],
  };
}

/** What the server loads (server/src/ssr/renderer.ts): checked here against the contract. */
export const ssrBundle = { render, classify, publicPaths, site } satisfies SsrBundle;
