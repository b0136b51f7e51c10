import { startTransition, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadI18n } from '../i18n/i18n';
import { localeOfPath } from '../i18n/locales';
import { IslandProviders } from './IslandProviders';
import { ISLAND_ATTR, PREFIX_ATTR, PROPS_ATTR } from './markers';
import { ISLANDS, type IslandName } from './registry';

/** Tells when React has committed the island it sits in (its effect runs after hydration). */
function Committed({ done }: { done: () => void }) {
  useEffect(done, [done]);
  return null;
}

/**
 * Hydrates each island node with its component, its props from the page and the page's language
 * (its catalog, fetched now: a page without islands never needs it). Each island is a root of its
 * own, hydrated as a transition (React splits the work into short tasks). Resolves once every
 * island has committed.
 */
export async function hydrateIslands(nodes: HTMLElement[]): Promise<void> {
  const i18nLoaded = loadI18n(localeOfPath(window.location.pathname));
  const committed = nodes.map(async (node) => {
    const name = node.getAttribute(ISLAND_ATTR) as IslandName;
    if (!Object.hasOwn(ISLANDS, name)) throw new Error(`no island named ${name}`);
    const [Component, i18n] = await Promise.all([ISLANDS[name](), i18nLoaded]);
    const props = JSON.parse(node.getAttribute(PROPS_ATTR) ?? '{}') as object;
    const Island = Component as ComponentType<object>;
    await new Promise<void>((done) =>
      startTransition(() => {
        hydrateRoot(
          node,
          <IslandProviders i18n={i18n}>
            <Island {...props} />
            <Committed done={done} />
          </IslandProviders>,
          { identifierPrefix: node.getAttribute(PREFIX_ATTR) ?? undefined },
        );
      }),
    );
  });
  await Promise.all(committed);
}
