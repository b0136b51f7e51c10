import type { ReactNode } from 'react';

/**
 * Every island of the public site by name: how the browser loads its component. Each is a
 * dynamic import, so each island is a chunk of its own, and a page fetches only the islands it
 * rendered (the server names them in a <meta> the loader preloads, server/src/ssr/renderer.ts).
 * An island's component takes only JSON props: the server writes them into the page.
 */
export const ISLANDS = {
  VehicleTabs: () => import('../home/VehicleTabsIsland').then((m) => m.VehicleTabsIsland),
  FareEstimate: () => import('../home/FareEstimateIsland').then((m) => m.FareEstimateIsland),
  ContactForm: () => import('../contact/ContactFormIsland').then((m) => m.ContactFormIsland),
  RegistrationForm: () =>
    import('../registration/RegistrationFormIsland').then((m) => m.RegistrationFormIsland),
  BookingForm: () => import('../booking/BookingFormIsland').then((m) => m.BookingFormIsland),
  ParcelPrice: () => import('../parcel/ParcelPriceIsland').then((m) => m.ParcelPriceIsland),
  Portfolio: () => import('../it-service/PortfolioIsland').then((m) => m.PortfolioIsland),
  PartnerCarousel: () =>
    import('../home/PartnerCarouselIsland').then((m) => m.PartnerCarouselIsland),
} satisfies Record<string, () => Promise<(props: never) => ReactNode>>;

export type IslandName = keyof typeof ISLANDS;

/** The props of an island, as its component declares them (none: an empty object). */
export type IslandProps<N extends IslandName> =
  Parameters<Awaited<ReturnType<(typeof ISLANDS)[N]>>> extends [infer P, ...unknown[]]
    ? P
    : Record<string, never>;
