import { createContext, useContext, type ComponentType, type ReactElement } from 'react';
import type { I18n, Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { Locale } from '../../i18n/locales';
import { IslandProviders } from './IslandProviders';
import {
  HYDRATE_ATTR,
  ISLAND_ATTR,
  MESSAGES_ATTR,
  PREFIX_ATTR,
  PROPS_ATTR,
  type HydrateWhen,
} from './markers';
import { islandMessages } from './messages';
import type { IslandName, IslandProps } from './registry';

/** What the server's render (entry-server) gives islands. */
export interface IslandServer {
  /** Each island reports its name: the page links its code, and only its code. */
  report(name: IslandName): void;
  /** react-dom/server's renderToString (passed in: the browser's app must not carry it). */
  renderToString(element: ReactElement, options: { identifierPrefix: string }): string;
  /** Lingui's runtime with these messages (i18n-runtime's createI18n, passed in likewise). */
  createI18n(locale: Locale, messages: Messages): I18n;
  /**
   * Islands' markup already rendered, by language, prefix and props, which is all it depends on
   * (IslandProviders gives an island no router, no Apollo cache, no clock): neither the page's
   * second render once its data has arrived (Apollo's prerenderStatic) nor the next page with the
   * same island renders it again.
   */
  rendered: { get(key: string): string | undefined; set(key: string, html: string): void };
}

export const IslandsContext = createContext<IslandServer | null>(null);

/**
 * IslandServer.rendered for a whole process, bounded: an island's props can carry what a visitor
 * typed (a form posted without JavaScript comes back with its values), so the oldest entry goes
 * when it is full.
 */
export function islandMarkupCache(entries = 500): IslandServer['rendered'] {
  const markup = new Map<string, string>();
  return {
    get: (key) => markup.get(key),
    set: (key, html) => {
      if (markup.size >= entries) markup.delete(markup.keys().next().value as string);
      markup.set(key, html);
    },
  };
}

/**
 * An interactive part of a server-rendered page: the only code a public page hydrates.
 *
 * On the server the island is rendered as a React root of its own (renderToString inside the
 * page's render), in the providers the browser hydrates it with (IslandProviders), with its props
 * written beside it as JSON: the browser's loader (load.ts) finds `[data-island]`, imports that
 * island's chunk and calls hydrateRoot on the node with the same props. The island's messages go
 * beside them too, only those it may show (messages.ts): it renders with them here and in the
 * browser, which fetches no catalog. Rendered apart, the
 * island's markup (useId values included, under a prefix of its name) does not depend on where it
 * sits in the page, so server and browser agree; and it cannot lean on the page's router or Apollo
 * cache, which the browser does not have. Everything outside islands is HTML that never hydrates.
 *
 * The wrapper is `display: contents`: it adds no box. Give an `instance` when one page has two
 * islands of the same name, and `hydrate` when it need not hydrate at once (markers.ts: when it
 * nears the screen, or at the first interaction): until then it costs the page nothing. Rendered
 * in the browser (the back office's client-side app, `npm run dev`), there is no IslandsContext
 * and the component renders in place.
 */
export function Island<N extends IslandName>({
  name,
  component,
  props,
  instance,
  hydrate,
}: {
  name: N;
  component: ComponentType<IslandProps<N>>;
  props: IslandProps<N>;
  instance?: string;
  hydrate?: HydrateWhen;
}) {
  const server = useContext(IslandsContext);
  const { i18n } = useLingui();
  const Component = component as ComponentType<object>;
  if (!server) return <Component {...(props as object)} />;
  server.report(name);
  const prefix = `${instance ? `${name}-${instance}` : name}-`;
  const messages = islandMessages(i18n.messages, name);
  const propsJson = JSON.stringify(props);
  const key = `${i18n.locale}\0${prefix}\0${propsJson}`;
  let html = server.rendered.get(key);
  if (html === undefined) {
    const islandI18n = server.createI18n(i18n.locale as Locale, messages);
    islandI18n.on('missing', ({ id }) => console.error(`island ${name} has no message ${id}`));
    html = server.renderToString(
      <IslandProviders i18n={islandI18n}>
        <Component {...(props as object)} />
      </IslandProviders>,
      { identifierPrefix: prefix },
    );
    server.rendered.set(key, html);
  }
  const attributes = {
    [ISLAND_ATTR]: name,
    [PROPS_ATTR]: propsJson,
    [PREFIX_ATTR]: prefix,
    [MESSAGES_ATTR]: JSON.stringify(messages),
    [HYDRATE_ATTR]: hydrate,
  };
  return (
    <div
      {...attributes}
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
