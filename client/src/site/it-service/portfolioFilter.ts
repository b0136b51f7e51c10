import type { WebsiteType } from '../../gql/site/graphql';

/** The first page's size: what the server renders, and each "more" adds. */
export const PORTFOLIO_PAGE = 9;
/** The longest search (the API refuses longer ones). */
export const MAX_SEARCH = 100;
/** At most this many entries in one list (the API's pages hold up to 100): ten "more"s. */
export const MAX_SHOWN = 99;

export type Kind = 'ALL' | WebsiteType;
const KINDS: readonly Kind[] = ['ALL', 'WEBSITE', 'MOBILE_APP', 'SOFTWARE'];

/** What the portfolio shows: a kind of work, a search, and how many entries. */
export interface PortfolioFilter {
  type: Kind;
  q: string;
  shown: number;
}

/**
 * Why an address's filter was not used: a search that is too long or not plain text, or a kind
 * or count the portfolio does not have. Either way the portfolio shows what it shows by default.
 */
export type FilterProblem = 'search' | 'address';

export const DEFAULT_FILTER: PortfolioFilter = { type: 'ALL', q: '', shown: PORTFOLIO_PAGE };

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NOT_PLAIN_TEXT = /[\u0000-\u001f\u007f]/;

/**
 * The filter of `?type=…&q=…&shown=…`: what the form sends without JavaScript (PortfolioIsland),
 * the server renders, and the island writes back into the address. Anything it cannot use
 * changes nothing: the default filter, and the problem to tell the visitor. Other parameters
 * (a campaign's utm_…) are not its business.
 */
export function readFilter(params: URLSearchParams): {
  filter: PortfolioFilter;
  problem: FilterProblem | null;
} {
  const q = params.get('q') ?? '';
  if (q.length > MAX_SEARCH || NOT_PLAIN_TEXT.test(q)) {
    return { filter: DEFAULT_FILTER, problem: 'search' };
  }
  const type = (params.get('type') || 'ALL').toUpperCase() as Kind;
  const shownText = params.get('shown') ?? String(PORTFOLIO_PAGE);
  const shown = Number(shownText);
  const shownOk = /^\d{1,2}$/.test(shownText) && shown >= 1 && shown <= MAX_SHOWN;
  if (!KINDS.includes(type) || !shownOk) return { filter: DEFAULT_FILTER, problem: 'address' };
  return { filter: { type, q, shown }, problem: null };
}

/** The query string of a filter ('' for the default), as the form would send it. */
export function filterQuery({ type, q, shown }: PortfolioFilter): string {
  const params = new URLSearchParams();
  if (type !== 'ALL') params.set('type', type);
  if (q.trim()) params.set('q', q.trim());
  if (shown !== PORTFOLIO_PAGE) params.set('shown', String(shown));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The `websites` query's variables for a filter. */
export function filterVariables({ type, q, shown }: PortfolioFilter) {
  return {
    page: 1,
    pageSize: shown,
    search: q.trim() || null,
    type: type === 'ALL' ? null : type,
  };
}
