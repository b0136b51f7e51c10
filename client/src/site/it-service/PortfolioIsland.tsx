import { useEffect, useId, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { postGraphQL } from '../../api/graphqlFetch';
import { PublicWebsitesDocument, type PublicWebsitesQuery } from '../../gql/islands/graphql';
import { Alert, FormProblem } from '../forms/alerts';
import { PlainButton } from '../ui/ButtonLink';
import ui from '../ui/ui.module.css';
import classes from './Portfolio.module.css';
import { PortfolioCards } from './PortfolioCards';
import { PortfolioControls } from './PortfolioControls';
import {
  filterQuery,
  filterVariables,
  MAX_SHOWN,
  PORTFOLIO_PAGE as PAGE,
  type FilterProblem,
  type Kind,
  type PortfolioFilter,
} from './portfolioFilter';
import { useLocale, useLocalePath, useT } from '../../i18n/i18n';

type Websites = PublicWebsitesQuery['websites'];

/**
 * The portfolio on /it-service: what the team has built, filtered by kind and searched, as plain
 * elements (no Mantine: PortfolioControls), in a section whose heading is the server's alone
 * (PortfolioSection).
 *
 * The filter and search are a GET form to this page, so they work without JavaScript: the server
 * renders the list of `?type=…&q=…` (PortfolioSection reads it, portfolioFilter.ts checks it)
 * and hands it over as `initial`, with the `filter` it is for and the `problem` it found in the
 * address, if any. With JavaScript the island takes the form over: the list follows each change
 * (the search after a pause), fetched while the last list stays on screen, and the address
 * follows the list (history.replaceState), so a reload or a shared link shows the same. "More"
 * is the form's other submit button (`shown`, nine more): the next, longer list from the server
 * without JavaScript, fetched in place with it.
 */
export function PortfolioIsland({
  initial,
  filter,
  problem,
  lite = false,
}: {
  initial: Websites | null;
  filter: PortfolioFilter;
  problem: FilterProblem | null;
  /** Lite mode (site/lite.ts): the smallest screenshots. */
  lite?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
  const formId = useId();
  const [type, setType] = useState(filter.type);
  const [search, setSearch] = useState(filter.q);
  const [term] = useDebouncedValue(search.trim(), 300);
  const [shown, setShown] = useState(filter.shown);
  // What the address asked for and could not be used, until the visitor changes something.
  const [addressProblem, setAddressProblem] = useState(problem);
  // The server's list is the one for its filter; any other is fetched, the last one staying on
  // screen while the next is asked for.
  const [fetched, setFetched] = useState<Websites | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const atServerFilter =
    type === filter.type && term === filter.q.trim() && shown === filter.shown && initial !== null;
  const list = atServerFilter ? initial : (fetched ?? initial);

  useEffect(() => {
    if (atServerFilter) return;
    let current = true;
    const variables = filterVariables({ type, q: term, shown });
    postGraphQL(PublicWebsitesDocument, variables, locale).then(
      (data) => {
        if (!current) return;
        setFetched(data.websites);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [atServerFilter, type, term, shown, locale, attempt]);

  // The address says what the list shows, once the visitor has changed it.
  const changed = useRef(false);
  useEffect(() => {
    if (!changed.current) return;
    const { pathname, hash } = window.location;
    const query = filterQuery({ type, q: term, shown });
    window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
  }, [type, term, shown]);

  const change = () => {
    changed.current = true;
    setAddressProblem(null);
    setFailed(false);
    setShown(PAGE);
  };
  const items = list?.items ?? [];
  const more = list !== null && list.total > items.length && shown + PAGE <= MAX_SHOWN;

  return (
    <>
      <form
        id={formId}
        method="get"
        action={`${localePath('/it-service')}#portfolio`}
        onSubmit={(event) => event.preventDefault()}
      >
        <PortfolioControls
          type={type}
          search={search}
          searchError={addressProblem === 'search' ? t('portfolio.searchProblem') : undefined}
          onType={(next: Kind) => {
            change();
            setType(next);
          }}
          onSearch={(next) => {
            change();
            setSearch(next);
          }}
        />
      </form>
      {addressProblem === 'address' && (
        <div className={classes.notice}>
          <Alert color="brand" icon={<IconInfoCircle size={18} />} role="status">
            {t('portfolio.addressProblem')}
          </Alert>
        </div>
      )}
      {failed && (
        <div className={classes.notice}>
          <FormProblem>
            {t('portfolio.loadError')}{' '}
            <PlainButton variant="danger" onClick={() => setAttempt((n) => n + 1)}>
              {t('common.tryAgain')}
            </PlainButton>
          </FormProblem>
        </div>
      )}
      {list ? (
        <PortfolioCards items={items} lite={lite} />
      ) : (
        <ul className={classes.grid} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className={ui.skeleton} style={{ height: 320 }} />
          ))}
        </ul>
      )}
      {more && (
        <div className={classes.more}>
          <PlainButton
            type="submit"
            form={formId}
            name="shown"
            value={shown + PAGE}
            onClick={(event) => {
              event.preventDefault();
              changed.current = true;
              setShown((n) => n + PAGE);
            }}
          >
            {t('portfolio.more')}
          </PlainButton>
        </div>
      )}
    </>
  );
}
