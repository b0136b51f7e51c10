import { useCallback } from 'react';
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
  list: { total: number; items: Row[] };
}

/**
 * One server page of a list, its page and search kept in the address, ready to spread into
 * `PaginatedTable`. `filtersOf` reads the query's other variables (e.g. a registration kind)
 * from the list state.
 */
export function useServerList<Row, Vars extends ListVariables>(
  query: TypedDocumentNode<ListData<Row>, Vars>,
  filtersOf?: (state: ListState) => Omit<Vars, keyof ListVariables>,
) {
  const state = useListState();
  const { page, search } = state;
  const filters = filtersOf?.(state);
  const variables = { ...filters, page, pageSize: PAGE_SIZE, search: search || null } as Vars;
  const { data, previousData, loading, error, refetch } = useQuery(query, {
    variables,
    fetchPolicy: 'cache-and-network',
  } as useQuery.Options<ListData<Row>, Vars>);
  const list = (data ?? previousData)?.list;

  return {
    state,
    table: {
      rows: list?.items ?? [],
      total: list?.total ?? 0,
      page,
      pageSize: PAGE_SIZE,
      onPageChange: state.setPage,
      loading,
      error,
      refetch,
      onSearch: state.setSearch,
      searchValue: search,
    },
  };
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
