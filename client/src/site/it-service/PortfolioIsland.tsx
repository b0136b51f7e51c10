import { useEffect, useState } from 'react';
import { Chip, Group, Skeleton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { postGraphQL } from '../../api/graphqlFetch';
import type { PublicWebsitesQuery, WebsiteType } from '../../gql/site/graphql';
import { PlainButton } from '../ui/ButtonLink';
import { Section } from '../ui/Section';
import { CARD_SIZES, cardSrcSet } from '../ui/cardImage';
import ui from '../ui/ui.module.css';
import classes from './Portfolio.module.css';
import { T, useLocale, useT, type MessageId } from '../../i18n/i18n';
import { formatNumber } from '../../i18n/format';
import type { Locale } from '../../i18n/locales';

/** A year as digits of the page's language, without grouping (২০২৪, not ২,০২৪). */
const formatYear = (year: number, locale: Locale) =>
  locale === 'bn' ? formatNumber(year, 'bn').replace(/,/g, '') : String(year);

const TYPE_LABELS: Record<WebsiteType, MessageId> = {
  WEBSITE: 'portfolio.website',
  MOBILE_APP: 'portfolio.mobileApp',
  SOFTWARE: 'portfolio.software',
};
const FILTERS: { value: string; label: MessageId }[] = [
  { value: 'ALL', label: 'portfolio.all' },
  { value: 'WEBSITE', label: 'portfolio.websites' },
  { value: 'MOBILE_APP', label: 'portfolio.mobileApps' },
  { value: 'SOFTWARE', label: 'portfolio.software' },
];
/** The first page's size: what the server renders, and each "more" adds. */
export const PORTFOLIO_PAGE = 9;
const PAGE = PORTFOLIO_PAGE;

/** siteDocuments.ts has this query for its types; the island sends it by fetch. */
const WEBSITES = `query PublicWebsites($page: Int!, $pageSize: Int!, $search: String, $type: WebsiteType) {
  websites(page: $page, pageSize: $pageSize, search: $search, type: $type) {
    total
    items { id name url type client description year imageUrl imageWebpUrl imageSmallUrl }
  }
}`;

type Websites = PublicWebsitesQuery['websites'];

/**
 * The portfolio on /it-service: what the team has built, filtered by kind and searched. The
 * server renders the first page (`initial`, fetched where the page renders); the island asks for
 * the others by fetch, keeping the last list on screen while it asks.
 */
export function PortfolioIsland({ initial }: { initial: Websites | null }) {
  const t = useT();
  const locale = useLocale();
  const [type, setType] = useState('ALL');
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const [shown, setShown] = useState(PAGE);
  // The first page is the server's; any other list is fetched, the last one staying on screen
  // while the next is asked for.
  const [fetched, setFetched] = useState<Websites | null>(null);
  const atStart = type === 'ALL' && term === '' && shown === PAGE && initial !== null;
  const list = atStart ? initial : (fetched ?? initial);
  const loading = list === null;
  useEffect(() => {
    if (atStart) return;
    let current = true;
    const variables = {
      page: 1,
      pageSize: shown,
      search: term || null,
      type: type === 'ALL' ? null : (type as WebsiteType),
    };
    postGraphQL<PublicWebsitesQuery>(WEBSITES, variables, locale).then(
      (data) => current && setFetched(data.websites),
      (error: unknown) => console.error('the portfolio could not be loaded', error),
    );
    return () => {
      current = false;
    };
  }, [atStart, type, term, shown, locale]);
  const items = list?.items ?? [];

  return (
    <Section
      id="portfolio"
      eyebrow={t('portfolio.eyebrow')}
      title={t('portfolio.title')}
      lead={t('portfolio.lead')}
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
          <Group
            gap={8}
            role="radiogroup"
            aria-label={t('portfolio.kind')}
            className={classes.filter}
          >
            {FILTERS.map((f) => (
              <Chip key={f.value} value={f.value} type="radio" variant="outline">
                {t(f.label)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <TextInput
          className={classes.search}
          label={t('portfolio.search')}
          placeholder={t('portfolio.searchHint')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setShown(PAGE);
          }}
        />
      </div>
      {!list && loading ? (
        <ul className={classes.grid} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i}>
              <Skeleton height={320} radius="lg" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <p role="status">{t('portfolio.none')}</p>
      ) : (
        <ul className={classes.grid} aria-label={t('portfolio.label')}>
          {items.map((site) => (
            <li key={site.id} className={classes.card}>
              <img
                className={classes.shot}
                src={site.imageWebpUrl ?? site.imageUrl}
                srcSet={cardSrcSet(site) ?? undefined}
                sizes={site.imageWebpUrl ? CARD_SIZES : undefined}
                alt={t('portfolio.screenshot', { name: site.name })}
                width={600}
                height={350}
                loading="lazy"
              />
              <div className={classes.text}>
                <span className={ui.tag} style={{ alignSelf: 'flex-start' }}>
                  {t(TYPE_LABELS[site.type])}
                </span>
                {/* The portfolio is written by staff in English. */}
                <h3 lang="en">{site.name}</h3>
                <span className={classes.meta}>
                  <span lang="en">{site.client}</span> · {formatYear(site.year, locale)}
                </span>
                <p lang="en">{site.description}</p>
                <a
                  className={classes.visit}
                  href={site.url}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <T
                    id="portfolio.visit"
                    values={{ name: site.name }}
                    components={{ 0: <span lang="en" /> }}
                  />
                  <span className="sr-only"> {t('portfolio.newTab')}</span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {list && list.total > items.length && (
        <div className={classes.more}>
          <PlainButton onClick={() => setShown((n) => n + PAGE)}>{t('portfolio.more')}</PlainButton>
        </div>
      )}
    </Section>
  );
}
