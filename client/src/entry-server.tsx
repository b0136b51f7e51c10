/**
 * The server's side of the app (built by `vite build --ssr` into dist/server/entry-server.cjs and
 * loaded by server/src/ssr): decides what a URL is, and renders public pages with their data,
 * fetched in process through a SchemaLink on the server's own schema.
 */
import { createRoutesFromElements, matchRoutes, StaticRouter } from 'react-router-dom';
import { ApolloClient, type NormalizedCacheObject } from '@apollo/client';
import { SchemaLink } from '@apollo/client/link/schema';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import type { RouteObject } from 'react-router-dom';
import { createCache } from './api/cache';
import { AppProviders, RoutedApp } from './App';
import { appRouteElements } from './AppRoutes';
import { FormPostContext, type FormPost } from './site/forms/formPost';
import { LazyPartsContext } from './site/lazyPart';
import { PageHeadContext, type PageHead } from './site/pageHead';
import { COMPANY, SITE_NAME, SOCIAL_LINKS } from './site/siteConfig';
import { markPainted } from './site/ui/useAfterFirstPaint';

export type { FormPost, PageHead };

/** What the server's head tags and JSON-LD say about the company. */
export const site = { name: SITE_NAME, company: COMPANY, socialLinks: SOCIAL_LINKS };

export type RenderResult =
  | { kind: 'redirect'; location: string }
  /** A back-office path: the browser renders it from the client shell. */
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: number;
      html: string;
      head: PageHead;
      /** What the browser needs to hydrate the same page (entry-client reads it back). */
      state: PageState;
      /** The names of the lazily loaded chunks the page rendered (site/lazyPart.tsx). */
      chunks: string[];
    };

export interface PageState {
  /** The Apollo cache after rendering, restored before hydrating. */
  apollo: NormalizedCacheObject;
  form?: FormPost;
}

export interface RenderOptions {
  /** Path and query string. */
  url: string;
  /** The server's GraphQL schema and the resolver context of an anonymous visitor. */
  schema: SchemaLink.Options['schema'];
  context: SchemaLink.ResolverContext;
  /** A form posted without JavaScript, shown again with its outcome. */
  formPost?: FormPost;
}

const routes = createRoutesFromElements(appRouteElements);
/** Routes answered with a redirect (they only navigate), and the back office. */
const REDIRECTS: Record<string, string> = { '*': '/', 'pages/login': '/login' };
const SHELL = new Set(['dashbord/*']);
/** Rendered, but not for search engines (robots.txt keeps them out too). */
const UNLISTED = new Set(['login', 'unauthorized', 'addcopter']);

function fullPaths(list: RouteObject[], parent: string): string[] {
  return list.flatMap((route) => {
    const here = route.index ? parent : `${parent}/${route.path ?? ''}`.replace(/\/+/g, '/');
    if (route.children) return fullPaths(route.children, here);
    const leaf = route.path ?? '';
    const listed = !(leaf in REDIRECTS) && !SHELL.has(leaf) && !UNLISTED.has(leaf);
    return listed && !/[:*]/.test(here) ? [here === '' ? '/' : here] : [];
  });
}

/** Every public page without a parameter, for the sitemap (details come from the database). */
export const publicPaths: string[] = fullPaths(routes, '');

// Nothing waits for a first paint on the server; below-the-fold content is rendered too.
markPainted();

export function classify(url: string): RenderResult | { kind: 'render' } {
  const matches = matchRoutes(routes, url);
  const route = matches?.[matches.length - 1]?.route;
  // No match at all is unknown too; an index route (home) has no path.
  const leaf = route ? (route.index ? '' : (route.path ?? '')) : '*';
  if (leaf in REDIRECTS) return { kind: 'redirect', location: REDIRECTS[leaf] };
  if (SHELL.has(leaf)) return { kind: 'shell' };
  return { kind: 'render' };
}

export async function render({
  url,
  schema,
  context,
  formPost,
}: RenderOptions): Promise<RenderResult> {
  const route = classify(url);
  if (route.kind !== 'render') return route;

  const client = new ApolloClient({
    ssrMode: true,
    link: new SchemaLink({ schema, context }),
    cache: createCache(),
  });
  let reported: PageHead | undefined;
  const report = (head: PageHead) => {
    reported = head;
  };
  const chunks = new Set<string>();
  const reportChunk = (name: string) => chunks.add(name);
  const { result } = await prerenderStatic({
    tree: (
      <PageHeadContext.Provider value={report}>
        <LazyPartsContext.Provider value={reportChunk}>
          <FormPostContext.Provider value={formPost ?? null}>
            <AppProviders client={client}>
              <StaticRouter location={url}>
                <RoutedApp />
              </StaticRouter>
            </AppProviders>
          </FormPostContext.Provider>
        </LazyPartsContext.Provider>
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
    state: { apollo: client.extract() as NormalizedCacheObject, form: formPost },
    chunks: [...chunks],
  };
}
