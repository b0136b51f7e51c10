import { useState } from 'react';
import { Chip, Group, Skeleton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconSearch } from '@tabler/icons-react';
import { PublicWebsitesDocument, type WebsiteType } from '../../gql/site/graphql';
import { PlainButton } from '../ui/ButtonLink';
import { Section } from '../ui/Section';
import { CARD_SIZES, cardSrcSet } from '../ui/cardImage';
import ui from '../ui/ui.module.css';
import classes from './Portfolio.module.css';

const TYPE_LABELS: Record<WebsiteType, string> = {
  WEBSITE: 'Website',
  MOBILE_APP: 'Mobile app',
  SOFTWARE: 'Software',
};
const FILTERS = [
  { value: 'ALL', label: 'All work' },
  { value: 'WEBSITE', label: 'Websites' },
  { value: 'MOBILE_APP', label: 'Mobile apps' },
  { value: 'SOFTWARE', label: 'Software' },
];
const PAGE = 9;

/** The portfolio on /it-service: what the team has built, filtered by kind and searched. */
export function PortfolioSection() {
  const [type, setType] = useState('ALL');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [shown, setShown] = useState(PAGE);
  const { data, previousData, loading } = useQuery(PublicWebsitesDocument, {
    variables: {
      page: 1,
      pageSize: shown,
      search: term || null,
      type: type === 'ALL' ? null : (type as WebsiteType),
    },
  });
  const list = (data ?? previousData)?.websites;
  const items = list?.items ?? [];

  return (
    <Section
      id="portfolio"
      eyebrow="Portfolio"
      title="Work we have shipped"
      lead="Websites, apps and software running for clients across Bangladesh."
    >
      <div className={classes.controls}>
        <Chip.Group
          multiple={false}
          value={type}
          onChange={(v) => {
            setType(v);
            setShown(PAGE);
          }}
        >
          <Group gap={8} role="radiogroup" aria-label="Kind of work" className={classes.filter}>
            {FILTERS.map((f) => (
              <Chip key={f.value} value={f.value} type="radio" variant="outline">
                {f.label}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <TextInput
          className={classes.search}
          label="Search the portfolio"
          placeholder="Name, client or description"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setShown(PAGE);
          }}
        />
      </div>
      {!list && loading ? (
        <ul className={classes.grid} aria-busy="true" aria-label="Loading">
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton height={320} radius="lg" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p role="status">No work matches this search yet.</p>
      ) : (
        <ul className={classes.grid} aria-label="Portfolio">
          {items.map((site) => (
            <li key={site.id} className={classes.card}>
              <img
                className={classes.shot}
                src={site.imageWebpUrl ?? site.imageUrl}
                srcSet={cardSrcSet(site) ?? undefined}
                sizes={site.imageWebpUrl ? CARD_SIZES : undefined}
                alt={`Screenshot of ${site.name}`}
                width={600}
                height={350}
                loading="lazy"
              />
              <div className={classes.text}>
                <span className={ui.tag} style={{ alignSelf: 'flex-start' }}>
                  {TYPE_LABELS[site.type]}
                </span>
                <h3>{site.name}</h3>
                <span className={classes.meta}>
                  {site.client} · {site.year}
                </span>
                <p>{site.description}</p>
                <a
                  className={classes.visit}
                  href={site.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  Visit {site.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list && list.total > items.length && (
        <div className={classes.more}>
          <PlainButton onClick={() => setShown((n) => n + PAGE)}>Show more work</PlainButton>
        </div>
      )}
    </Section>
  );
}
