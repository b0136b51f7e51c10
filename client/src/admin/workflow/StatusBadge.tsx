import { Badge, Stack, Text } from '@mantine/core';
import { statusInfo, type Workflow } from './statuses';

/** The row's state, with the note staff left on the last change underneath. */
export function StatusBadge({
  workflow,
  status,
  note,
}: {
  workflow: Workflow;
  status: string;
  note?: string | null;
}) {
  const info = statusInfo(workflow, status);
  return (
    <Stack gap={2} align="flex-start">
      <Badge
        variant="light"
        color={info?.color ?? 'gray'}
        tt="none"
        style={{ whiteSpace: 'nowrap' }}
      >
        {info?.label ?? status}
      </Badge>
      {note && (
        <Text size="xs" c="dimmed" lineClamp={2} maw={180} title={note}>
          {note}
        </Text>
      )}
    </Stack>
  );
}
