import type { IslandName } from './registry';

/**
 * The islands that render Mantine's components: each renders inside MantineIsland, on the server
 * (Island.tsx) as in the browser (hydrate.tsx, which then loads Mantine's provider with the
 * island). The others (the forms) are plain elements and load no Mantine.
 */
export const MANTINE_ISLANDS: ReadonlySet<IslandName> = new Set<IslandName>([
  'VehicleTabs',
  'FareEstimate',
  'PartnerCarousel',
]);
