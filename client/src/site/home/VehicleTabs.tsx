import { useQuery } from '@apollo/client/react';
import { PublicVehicleCategoriesDocument } from '../../gql/site/graphql';
import { Island } from '../islands/Island';
import { useLite } from '../lite';
import { useAfterFirstPaint } from '../ui/useAfterFirstPaint';
import { VehicleTabsIsland } from './VehicleTabsIsland';

/**
 * The home page's vehicle tabs: the categories fetched where the page renders (on the server, in
 * process), handed to the island that filters them in the browser.
 */
export function VehicleTabs() {
  // Below the fold: in the client-side app, asked for once the first view is painted.
  const painted = useAfterFirstPaint();
  const lite = useLite();
  const { data, loading } = useQuery(PublicVehicleCategoriesDocument, { skip: !painted });
  // Only the fields the island shows go into the page (Apollo adds __typename).
  const vehicles =
    data?.vehicleCategories.map(({ id, name, group, seats, slug, description }) => ({
      ...{ id, name, group, seats, slug, description },
    })) ?? null;
  return (
    <Island
      name="VehicleTabs"
      component={VehicleTabsIsland}
      props={{ vehicles, loading: loading || !painted, lite }}
      // Below the first screen: React when the section nears it.
      hydrate="visible"
    />
  );
}
