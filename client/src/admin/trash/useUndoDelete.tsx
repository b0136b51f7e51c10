import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { UndoDeleteMutation } from './trashDocuments';

/** How long "Undo" is offered after a delete (PRODUCT.md §22). */
const UNDO_MS = 10_000;

/**
 * After a delete (to Trash): "… deleted." with Undo for 10 seconds, which puts the rows back
 * (`undoDelete`) and refetches the list. `typename`: the rows' GraphQL type.
 */
export function useUndoDelete(typename: string, refetch: () => unknown) {
  const [undo] = useMutation(UndoDeleteMutation, { context: { silent: true } });
  return useCallback(
    (ids: number[], message: string) => {
      const id = `undo-${typename}-${ids.join('-')}`;
      const restore = async () => {
        notifications.hide(id);
        try {
          await undo({ variables: { entity: typename, ids } });
          notifications.show({ color: 'teal', message: 'Restored.' });
          await refetch();
        } catch {
          notifications.show({
            color: 'red',
            message: 'Could not undo: open Trash to restore it.',
          });
        }
      };
      notifications.show({
        id,
        color: 'green',
        autoClose: UNDO_MS,
        message: (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{message}</Text>
            <Button size="compact-sm" variant="light" onClick={restore}>
              Undo
            </Button>
          </Group>
        ),
      });
    },
    [undo, typename, refetch],
  );
}
