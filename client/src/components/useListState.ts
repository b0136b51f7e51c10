import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface ListState {
  /** 1-based page from `?page=`; anything else counts as page 1. */
  page: number;
  /** Search term: from the history entry's state, or from `?q=` (see useListState). */
  search: string;
  /** Another filter from the address (e.g. `kind`), or null. */
  param: (name: string) => string | null;
  setPage: (page: number) => void;
  /** A new term starts again at page 1. */
  setSearch: (term: string) => void;
  /** A new filter value (null removes it) starts again at page 1. */
  setParam: (name: string, value: string | null) => void;
  /** The id of the row whose details are open (in the history entry's state), or null. */
  open: number | null;
  setOpen: (id: number | null) => void;
}

/** What a link may hand a list in the history entry's state (never in the address). */
export interface ListLinkState {
  /** The search to show the list for. */
  q?: string;
  /** The id of a row whose details to open at once. */
  open?: number;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

const stateOf = (state: unknown): ListLinkState =>
  state && typeof state === 'object' ? (state as ListLinkState) : {};

/**
 * Page, search and filters of a table, kept in the history entry: a reload, a link from the
 * dashboard or coming back from an edit screen shows the same rows. Page and filters live in
 * the address. The search lives in the entry's state when `privateSearch` (lists of people:
 * what staff type there is a name, a phone number or an e-mail, and personal data never goes
 * in an address, where logs and history keep it; one arriving in `?q=` moves to the state);
 * otherwise in `?q=`, though a link may still hand it over in the state.
 */
export function useListState({ privateSearch = false } = {}): ListState {
  const location = useLocation();
  const navigate = useNavigate();
  // Several changes in one event (a new term, then page 1) must build on each other, not on
  // the address of the last render.
  const pending = useRef<{ query: string; state: ListLinkState } | null>(null);
  const latest = useRef({ query: location.search, state: stateOf(location.state) });
  useEffect(() => {
    latest.current = { query: location.search, state: stateOf(location.state) };
    pending.current = null;
  }, [location.search, location.state]);

  const params = new URLSearchParams(location.search);
  const linked = stateOf(location.state);

  const change = useCallback(
    (changes: Record<string, string | null>) => {
      const base = pending.current ?? latest.current;
      const next = new URLSearchParams(base.query);
      const state: ListLinkState = { ...base.state };
      for (const [name, value] of Object.entries(changes)) {
        if (name === 'open') {
          if (value) state.open = Number(value);
          else delete state.open;
          continue;
        }
        if (name === 'q' && privateSearch) {
          state.q = value ?? '';
          next.delete('q');
          continue;
        }
        // A term typed here replaces the one a link handed over.
        if (name === 'q') delete state.q;
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      const text = next.toString();
      pending.current = { query: text, state };
      navigate({ search: text ? `?${text}` : '' }, { replace: true, state });
    },
    [navigate, privateSearch],
  );

  const setPage = useCallback(
    (page: number) => change({ page: page > 1 ? String(page) : null }),
    [change],
  );
  const setSearch = useCallback((term: string) => change({ q: term, page: null }), [change]);
  const setParam = useCallback(
    (name: string, value: string | null) => change({ [name]: value, page: null }),
    [change],
  );
  const setOpen = useCallback(
    (id: number | null) => change({ open: id === null ? null : String(id) }),
    [change],
  );

  // A private search that arrives in the address (an old link) moves out of it at once.
  const arrived = privateSearch ? params.get('q') : null;
  useEffect(() => {
    if (arrived !== null) change({ q: arrived });
  }, [arrived, change]);

  const typed = linked.q ?? params.get('q');
  return {
    page: pageOf(params.get('page')),
    search: typed?.trim() ?? '',
    param: (name) => params.get(name),
    setPage,
    setSearch,
    setParam,
    open: Number.isInteger(linked.open) ? (linked.open as number) : null,
    setOpen,
  };
}
