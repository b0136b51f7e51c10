import { createElement, type ComponentType, type ReactNode } from 'react';

/**
 * An island that renders Mantine's components, inside Mantine's provider (MantineIsland.tsx),
 * loaded with it: the hydrating code shared by every island does not carry Mantine.
 */
function withMantine<C extends ComponentType<never>>(load: () => Promise<C>): () => Promise<C> {
  return () =>
    Promise.all([load(), import('./MantineIsland')]).then(([Component, { MantineIsland }]) => {
      const Inner = Component as ComponentType<object>;
      const Wrapped = (props: object) =>
        createElement(MantineIsland, null, createElement(Inner, props));
      // The same props as the island's own component.
      return Wrapped as unknown as C;
    });
}

/**
 * Every island of the public site by name: how the browser loads its component. Each is a
 * dynamic import, so each island is a chunk of its own, and a page fetches only the islands it
 * rendered (the server names them in <link rel="modulepreload">, server/src/ssr/renderer.ts).
 * An island's component takes only JSON props: the server writes them into the page.
 */
export const ISLANDS = {
  VehicleTabs: withMantine(() =>
    import('../site/home/VehicleTabsIsland').then((m) => m.VehicleTabsIsland),
  ),
  FareEstimate: withMantine(() =>
    import('../site/home/FareEstimateIsland').then((m) => m.FareEstimateIsland),
  ),
  ContactForm: () => import('../site/contact/ContactFormIsland').then((m) => m.ContactFormIsland),
  RegistrationForm: () =>
    import('../site/registration/RegistrationFormIsland').then((m) => m.RegistrationFormIsland),
  PartnerCarousel: withMantine(() =>
    import('../site/home/PartnerCarouselIsland').then((m) => m.PartnerCarouselIsland),
  ),
} satisfies Record<string, () => Promise<(props: never) => ReactNode>>;

export type IslandName = keyof typeof ISLANDS;

/** The islands that render inside MantineIsland, on the server as in the browser. */
export const MANTINE_ISLANDS: ReadonlySet<IslandName> = new Set([
  'VehicleTabs',
  'FareEstimate',
  'PartnerCarousel',
]);

/** The props of an island, as its component declares them (none: an empty object). */
export type IslandProps<N extends IslandName> =
  Parameters<Awaited<ReturnType<(typeof ISLANDS)[N]>>> extends [infer P, ...unknown[]]
    ? P
    : Record<string, never>;
