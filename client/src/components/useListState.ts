import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export interface ListState {
  /** 1-based page from `?page=`; anything else counts as page 1. */
  page: number;
  /** Search term from `?q=`. */
  search: string;
  /** Another filter from the address (e.g. `kind`), or null. */
  param: (name: string) => string | null;
  setPage: (page: number) => void;
  /** A new term starts again at page 1. */
  setSearch: (term: string) => void;
  /** A new filter value (null removes it) starts again at page 1. */
  setParam: (name: string, value: string | null) => void;
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * Page, search and filters of a table, kept in the address: a reload, a link from the dashboard
 * or coming back from an edit screen shows the same rows.
 */
export function useListState(): ListState {
  const { search: query } = useLocation();
  const navigate = useNavigate();
  // Several changes in one event (a new term, then page 1) must build on each other, not on
  // the address of the last render.
  const pending = useRef<string | null>(null);
  const latest = useRef(query);
  useEffect(() => {
    latest.current = query;
    pending.current = null;
  }, [query]);

  const params = new URLSearchParams(query);

  const change = useCallback(
    (changes: Record<string, string | null>) => {
      const next = new URLSearchParams(pending.current ?? latest.current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      const text = next.toString();
      pending.current = text;
      navigate({ search: text ? `?${text}` : '' }, { replace: true });
    },
    [navigate],
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

  return {
    page: pageOf(params.get('page')),
    search: params.get('q')?.trim() ?? '',
    param: (name) => params.get(name),
    setPage,
    setSearch,
    setParam,
  };
}
