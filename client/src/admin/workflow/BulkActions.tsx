import { useCallback, useState } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange, IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../api/errors';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { MAX_NOTE } from './StatusAction';
import { statusInfo, type Workflow } from './statuses';

type SetManyVariables<S> = { ids: number[]; status: S; note?: string | null };

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
    async (ids: number[], status: string, note: string | null) => {
      await runSet({ variables: { ids, status: status as S, note } });
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
  onSetStatus: (ids: number[], status: string, note: string | null) => Promise<unknown>;
  onDelete: (ids: number[]) => Promise<unknown>;
}

/** The selection toolbar's actions: one status change (with a note) for all, or delete all. */
export function BulkActions({
  workflow,
  selected,
  noun,
  clear,
  onSetStatus,
  onDelete,
}: BulkActionsProps) {
  const [opened, setOpened] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [next, setNext] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const count = selected.length;
  const named = `${count} ${count === 1 ? noun[0] : noun[1]}`;
  const ids = selected.map((row) => row.id);
  // The moves every selected row allows.
  const common = workflow
    .map((s) => s.value)
    .filter((value) =>
      selected.every((row) => statusInfo(workflow, row.status)?.next.includes(value)),
    );

  const open = () => {
    setNext(common[0] ?? null);
    setNote('');
    setProblem(null);
    setOpened(true);
  };
  const save = async () => {
    if (!next) return;
    setBusy(true);
    setProblem(null);
    try {
      await onSetStatus(ids, next, note.trim() || null);
      setOpened(false);
      clear();
      notifications.show({
        color: 'green',
        message: `${named} marked ${statusInfo(workflow, next)?.label.toLowerCase()}.`,
      });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const confirmDelete = async () => {
    try {
      await onDelete(ids);
      clear();
      notifications.show({ color: 'green', message: `${named} deleted.` });
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
        onClick={open}
      >
        Change status
      </Button>
      <Button
        size="compact-sm"
        color="red"
        variant="light"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => setDeleting(true)}
      >
        Delete
      </Button>
      <Button size="compact-sm" variant="subtle" color="gray" onClick={clear}>
        Clear selection
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={`Change the status of ${named}`}
        centered
      >
        <Stack>
          {common.length === 0 ? (
            <Text size="sm">
              The selected {noun[1]} have no move in common: select {noun[1]} with the same status.
            </Text>
          ) : (
            <Radio.Group label="New status" value={next} onChange={setNext}>
              <Stack gap="xs" mt="xs">
                {common.map((value) => (
                  <Radio key={value} value={value} label={statusInfo(workflow, value)?.label} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Textarea
            label="Note (optional)"
            description="Kept with each change in the activity log"
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
            maxLength={MAX_NOTE}
            autosize
            minRows={2}
            error={problem}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button onClick={save} loading={busy} disabled={!next}>
              Change {named}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ConfirmDialog
        opened={deleting}
        title={`Delete ${named}?`}
        confirmLabel={`Delete ${named}`}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(false)}
      >
        {`${named} will be deleted. This cannot be undone.`}
      </ConfirmDialog>
    </>
  );
}
