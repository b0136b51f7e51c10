import { useQuery } from '@apollo/client/react';
import { PublicFarePlacesDocument } from '../../gql/site/graphql';
import { Island } from '../islands/Island';
import { useAfterFirstPaint } from '../ui/useAfterFirstPaint';
import { FareEstimateIsland } from './FareEstimateIsland';

/**
 * The hero's fare estimate: the places fetched where the page renders (on the server, in
 * process), handed to the island that asks for the fare of the chosen route.
 */
export function FareEstimate() {
  // In the client-side app, the card paints first; the places fill its selects a moment later.
  const painted = useAfterFirstPaint();
  const { data, loading } = useQuery(PublicFarePlacesDocument, { skip: !painted });
  const places = data ? { from: [...data.from], to: [...data.to] } : null;
  return (
    <Island
      name="FareEstimate"
      component={FareEstimateIsland}
      props={{ places, loading: loading || !painted }}
      // A GET form that works as HTML: React only when the visitor reaches for it.
      hydrate="interaction"
    />
  );
}
