import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { PublicWebsitesDocument } from '../../gql/site/graphql';
import { useT } from '../../i18n/i18n';
import { Island } from '../islands/Island';
import { useLite } from '../lite';
import { Section } from '../ui/Section';
import { filterVariables, readFilter } from './portfolioFilter';
import { PortfolioIsland } from './PortfolioIsland';

/**
 * The portfolio section: the list the address asks for (`?type=…&q=…&shown=…`, the island's form
 * without JavaScript; checked by readFilter, and the default list when it cannot be used) fetched
 * where the page renders (on the server, in process), handed to the island that filters and
 * searches it. The section's heading is static: it never hydrates.
 */
export function PortfolioSection() {
  const [params] = useSearchParams();
  const { filter, problem } = readFilter(params);
  const { data } = useQuery(PublicWebsitesDocument, { variables: filterVariables(filter) });
  const t = useT();
  const lite = useLite();
  return (
    <Section
      id="portfolio"
      eyebrow={t('portfolio.eyebrow')}
      title={t('portfolio.title')}
      lead={t('portfolio.lead')}
    >
      <Island
        name="Portfolio"
        component={PortfolioIsland}
        props={{ initial: data?.websites ?? null, filter, problem, lite }}
      />
    </Section>
  );
}
