import { useCallback } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { StatusNotes } from './StatusDialog';

type StatusVariables<S> = {
  id: number;
  status: S;
  note?: string | null;
  visitorNote?: string | null;
};

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
    async (id: number, status: string, notes: StatusNotes) => {
      await run({ variables: { id, status: status as S, ...notes } });
      await refetch();
    },
    [run, refetch],
  );
}
