import { ActionIcon, Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/**
 * The red "Delete" of a row or of a selection; what it deletes is confirmed elsewhere. With a
 * `label` ("Delete the message from Nusrat"), an icon that screen readers name so.
 */
export function DeleteButton({ onClick, label }: { onClick: () => void; label?: string }) {
  if (label)
    return (
      <ActionIcon color="red" variant="light" aria-label={label} title="Delete" onClick={onClick}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    );
  return (
    <Button
      size="compact-sm"
      color="red"
      variant="light"
      leftSection={<IconTrash size={14} aria-hidden />}
      onClick={onClick}
    >
      Delete
    </Button>
  );
}
