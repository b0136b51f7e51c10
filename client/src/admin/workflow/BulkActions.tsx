import { useCallback, useState } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange } from '@tabler/icons-react';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DeleteButton } from '../../components/DeleteButton';
import { StatusDialog, type StatusNotes } from './StatusDialog';
import { statusInfo, type Workflow } from './statuses';

type SetManyVariables<S> = {
  ids: number[];
  status: S;
  note?: string | null;
  visitorNote?: string | null;
};

/**
 * The bulk mutations of one inbox (set…Status(ids), delete…(ids)); errors stay with the dialog
 * that shows them, and the table refetches after a change (rows may leave the page).
 */
export function useBulkMutations<S extends string>(
  setMany: TypedDocumentNode<unknown, SetManyVariables<S>>,
  deleteMany: TypedDocumentNode<unknown, { ids: number[] }>,
  refetch: () => unknown,
) {
  const [runSet] = useMutation(setMany, { context: { silent: true } });
  const [runDelete] = useMutation(deleteMany, { context: { silent: true } });
  const setStatus = useCallback(
    async (ids: number[], status: string, notes: StatusNotes) => {
      await runSet({ variables: { ids, status: status as S, ...notes } });
      await refetch();
    },
    [runSet, refetch],
  );
  const remove = useCallback(
    async (ids: number[]) => {
      await runDelete({ variables: { ids } });
      await refetch();
    },
    [runDelete, refetch],
  );
  return { setStatus, remove };
}

interface BulkActionsProps {
  workflow: Workflow;
  selected: { id: number; status: string }[];
  /** "message" / "messages" */
  noun: [one: string, many: string];
  clear: () => void;
  onSetStatus: (ids: number[], status: string, notes: StatusNotes) => Promise<unknown>;
  onDelete: (ids: number[]) => Promise<unknown>;
  /** After a delete, instead of the notice (the inbox offers Undo). */
  onDeleted?: (ids: number[], message: string) => void;
}

/** The selection toolbar's actions: one status change (with a note) for all, or delete all. */
export function BulkActions({
  workflow,
  selected,
  noun,
  clear,
  onSetStatus,
  onDelete,
  onDeleted,
}: BulkActionsProps) {
  const [opened, setOpened] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const count = selected.length;
  const named = `${count} ${count === 1 ? noun[0] : noun[1]}`;
  const ids = selected.map((row) => row.id);
  // The moves every selected row allows.
  const common = workflow
    .map((s) => s.value)
    .filter((value) =>
      selected.every((row) => statusInfo(workflow, row.status)?.next.includes(value)),
    );

  const save = async (next: string, notes: StatusNotes) => {
    await onSetStatus(ids, next, notes);
    clear();
    notifications.show({
      color: 'green',
      message: `${named} marked ${statusInfo(workflow, next)?.label.toLowerCase()}.`,
    });
  };
  const confirmDelete = async () => {
    try {
      await onDelete(ids);
      clear();
      if (onDeleted) onDeleted(ids, `${named} deleted.`);
      else notifications.show({ color: 'green', message: `${named} deleted.` });
    } catch (error) {
      notifications.show({ color: 'red', message: errorMessage(error) });
    }
    setDeleting(false);
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconArrowsExchange size={14} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Change status
      </Button>
      <DeleteButton onClick={() => setDeleting(true)} />
      <Button size="compact-sm" variant="subtle" color="gray" onClick={clear}>
        Clear selection
      </Button>
      <StatusDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Change the status of ${named}`}
        workflow={workflow}
        choices={common}
        intro={
          common.length === 0 && (
            <Text size="sm">
              The selected {noun[1]} have no move in common: select {noun[1]} with the same status.
            </Text>
          )
        }
        noteDescription="Kept with each change in the activity log"
        saveLabel={`Change ${named}`}
        onSave={save}
      />
      <ConfirmDialog
        opened={deleting}
        title={`Delete ${named}?`}
        confirmLabel={`Delete ${named}`}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      >
        {`${named} will be moved to Trash, where they can be restored for 30 days.`}
      </ConfirmDialog>
    </>
  );
}
