import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../api/errors';
import { ignoreFailure } from '../api/ignoreFailure';

/** What a table without rows shows instead: why it could not load (with a retry), or that it is empty. */
export function EmptyTable({
  error,
  emptyText,
  refetch,
}: {
  error: unknown;
  emptyText: string;
  refetch?: () => unknown;
}) {
  if (!error) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {emptyText}
      </Text>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Could not load the list"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{errorMessage(error)}</Text>
        {refetch && (
          <Button size="xs" variant="white" color="red" onClick={() => ignoreFailure(refetch())}>
            Try again
          </Button>
        )}
      </Group>
    </Alert>
  );
}
