import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** The red "Delete" of a row or of a selection; what it deletes is confirmed elsewhere. */
export function DeleteButton({ onClick }: { onClick: () => void }) {
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
