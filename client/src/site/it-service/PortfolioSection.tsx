import { useQuery } from '@apollo/client/react';
import { PublicWebsitesDocument } from '../../gql/site/graphql';
import { Island } from '../../islands/Island';
import { PORTFOLIO_PAGE, PortfolioIsland } from './PortfolioIsland';

/**
 * The portfolio section: its first page fetched where the page renders (on the server, in
 * process), handed to the island that filters and searches it.
 */
export function PortfolioSection() {
  const { data } = useQuery(PublicWebsitesDocument, {
    variables: { page: 1, pageSize: PORTFOLIO_PAGE, search: null, type: null },
  });
  return (
    <Island
      name="Portfolio"
      component={PortfolioIsland}
      props={{ initial: data?.websites ?? null }}
    />
  );
}
