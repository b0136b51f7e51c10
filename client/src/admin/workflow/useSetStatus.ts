import { useCallback } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

type StatusVariables<S> = { id: number; status: S; note?: string | null };

/**
 * Runs a set…Status mutation (errors stay with the dialog, which shows them), then refetches
 * the table: with a status filter on, the row may leave the page.
 */
export function useSetStatus<S extends string>(
  mutation: TypedDocumentNode<unknown, StatusVariables<S>>,
  refetch: () => unknown,
) {
  const [run] = useMutation(mutation, { context: { silent: true } });
  return useCallback(
    async (id: number, status: string, note: string | null) => {
      await run({ variables: { id, status: status as S, note } });
      await refetch();
    },
    [run, refetch],
  );
}
