import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import type { I18n } from '@lingui/core';
import { Observable } from 'rxjs';
import { createCache } from './cache';

export { createCache };

let networkLink: Promise<typeof import('./link')> | undefined;
/**
 * The links that talk to the server (HTTP, uploads, the token, error notices) load apart from
 * the page's entry: a server-rendered page hydrates from its cached data without a request, so
 * they are not needed before it is live. entry-client starts loading them once it is.
 */
export const loadNetworkLink = () => (networkLink ??= import('./link'));

/** A link that hands every operation to the one made by `load`, loaded on first use. */
function deferredLink(load: () => Promise<ApolloLink>): ApolloLink {
  let loaded: Promise<ApolloLink> | undefined;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let closed = false;
        let inner: { unsubscribe(): void } | undefined;
        (loaded ??= load()).then(
          (link) => {
            if (!closed) inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}

export interface ClientOptions {
  fetch?: typeof fetch;
  /** Data the server rendered the page with (the cache's extract()), restored before hydration. */
  initialState?: NormalizedCacheObject;
  /**
   * The page's language: the server is asked to answer in it (validation messages), and failures
   * are told in it. English when absent.
   */
  i18n?: I18n;
}

export function createApolloClient(options: ClientOptions = {}): ApolloClient {
  const cache = createCache();
  if (options.initialState) cache.restore(options.initialState);
  return new ApolloClient({
    link: deferredLink(() =>
      loadNetworkLink().then((m) => m.createNetworkLink(options.fetch, options.i18n)),
    ),
    cache,
    // Right after hydration, queries that would refetch (cache-and-network lists) read the
    // server's data instead: hydration makes no request.
    ssrForceFetchDelay: options.initialState ? 3000 : undefined,
  });
}

/** Ends the after-hydration window in which queries read the server's data without asking. */
export function askServerAgain(client: ApolloClient): void {
  client.prioritizeCacheValues = false;
}
