import { ApolloClient, ApolloLink } from '@apollo/client';
import type { I18n } from '@lingui/core';
import { Observable } from 'rxjs';
import { createCache } from './cache';

let networkLink: Promise<typeof import('./link')> | undefined;
/**
 * The links that talk to the server (HTTP, uploads, the token, error notices) load apart from
 * the app's entry, so that the sign-in page paints before they arrive; entry-client starts
 * loading them once the app is live.
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
  /**
   * The page's language: the server is asked to answer in it (validation messages), and failures
   * are told in it. English when absent.
   */
  i18n?: I18n;
}

export function createApolloClient(options: ClientOptions = {}): ApolloClient {
  return new ApolloClient({
    link: deferredLink(() =>
      loadNetworkLink().then((m) => m.createNetworkLink(options.fetch, options.i18n)),
    ),
    cache: createCache(),
  });
}
