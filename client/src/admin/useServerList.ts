import { useCallback, useState } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useListState, type ListState } from '../components/useListState';

export const PAGE_SIZE = 10;

export interface ListVariables {
  page: number;
  pageSize: number;
  search?: string | null;
}

/** Every admin list query aliases its page field `list`, so one hook serves them all. */
export interface ListData<Row> {
  list: { total: number; totalIsExact: boolean; items: Row[] };
}

/**
 * One server page of a list, its page and search kept in the history entry (useListState),
 * ready to spread into `PaginatedTable`. `filtersOf` reads the query's other variables (e.g. a registration kind)
 * from the list state.
 */
export function useServerList<Row, Vars extends ListVariables>(
  query: TypedDocumentNode<ListData<Row>, Vars>,
  filtersOf?: (state: ListState) => Omit<Vars, keyof ListVariables>,
  options?: { privateSearch?: boolean },
) {
  const state = useListState(options);
  const { page, search } = state;
  const filters = filtersOf?.(state);
  const variables = { ...filters, page, pageSize: PAGE_SIZE, search: search || null } as Vars;
  const { data, loading, error, refetch } = useQuery(query, {
    variables,
    fetchPolicy: 'cache-and-network',
  } as useQuery.Options<ListData<Row>, Vars>);

  // While another page loads, the table keeps showing the last answer *with the page it
  // answered*: rows, numbering and "Showing 11–20 of 23" always describe one and the same page.
  const asked = JSON.stringify(variables);
  const [answered, setAnswered] = useState<Answered<Row> | null>(null);
  if (data && (answered?.list !== data.list || answered.asked !== asked)) {
    setAnswered({ asked, list: data.list, page });
  }
  const shown = data ? { asked, list: data.list, page } : answered;

  return {
    state,
    table: {
      rows: shown?.list.items ?? [],
      total: shown?.list.total ?? 0,
      totalIsExact: shown?.list.totalIsExact ?? true,
      page: shown?.page ?? page,
      pageSize: PAGE_SIZE,
      onPageChange: state.setPage,
      // true while what is shown is not (yet) what was asked for
      loading: shown?.asked !== asked && (loading || !error),
      error,
      refetch,
      onSearch: state.setSearch,
      searchValue: search,
      // A selection of rows belongs to one page of one search and filter.
      selectionKey: asked,
    },
  };
}

interface Answered<Row> {
  /** The variables, as JSON, that this answer is for. */
  asked: string;
  list: ListData<Row>['list'];
  page: number;
}

/**
 * Deletes a row through `mutation` (every delete takes `id`) and drops it from the cache;
 * the table refetches its page afterwards.
 */
export function useDeleteRow(
  mutation: TypedDocumentNode<unknown, { id: number }>,
  typename: string,
) {
  const [run] = useMutation(mutation);
  return useCallback(
    async (row: { id: number }) => {
      await run({
        variables: { id: row.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: typename, id: row.id }) });
          cache.gc();
        },
      });
    },
    [run, typename],
  );
}
