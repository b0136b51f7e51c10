import { startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Messages } from '@lingui/core';
import { createI18n } from '../../i18n/i18n-runtime';
import { localeOfPath } from '../../i18n/locales';
import { IslandProviders } from './IslandProviders';
import { HYDRATED_ATTR, ISLAND_ATTR, MESSAGES_ATTR, PREFIX_ATTR, PROPS_ATTR } from './markers';
import { ISLANDS, type IslandName } from './registry';

/**
 * Hydrates each island node with its component, its props from the page and the page's language
 * with the messages the server wrote beside it (Island.tsx: only those the island shows, so no
 * catalog is fetched). Each island is a root of its own, hydrated as a transition (React splits
 * the work into short tasks). Resolves once every island has committed.
 */
export async function hydrateIslands(nodes: HTMLElement[]): Promise<void> {
  const locale = localeOfPath(window.location.pathname);
  const committed = nodes.map(async (node) => {
    const name = node.getAttribute(ISLAND_ATTR) as IslandName;
    if (!Object.hasOwn(ISLANDS, name)) throw new Error(`no island named ${name}`);
    const Component = await ISLANDS[name]();
    const props = JSON.parse(node.getAttribute(PROPS_ATTR) ?? '{}') as object;
    const messages = JSON.parse(node.getAttribute(MESSAGES_ATTR) ?? '{}') as Messages;
    const i18n = createI18n(locale, messages);
    // A message the island shows but messages.ts does not give it: its id would show instead.
    i18n.on('missing', ({ id }) => console.error(`island ${name} has no message ${id}`));
    const Island = Component as ComponentType<object>;
    await new Promise<void>((done) =>
      startTransition(() => {
        hydrateRoot(
          node,
          <IslandProviders i18n={i18n} onCommit={done}>
            <Island {...props} />
          </IslandProviders>,
          { identifierPrefix: node.getAttribute(PREFIX_ATTR) ?? undefined },
        );
      }),
    );
    node.setAttribute(HYDRATED_ATTR, '');
  });
  await Promise.all(committed);
}
