import { Badge, Stack, Text } from '@mantine/core';
import { statusInfo, type Workflow } from './statuses';

/**
 * The row's state, with the notes staff left on the last change underneath: the internal one,
 * and the one the visitor sees (marked so).
 */
export function StatusBadge({
  workflow,
  status,
  note,
  visitorNote,
}: {
  workflow: Workflow;
  status: string;
  note?: string | null;
  visitorNote?: string | null;
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
      {visitorNote && (
        <Text size="xs" c="teal.8" lineClamp={2} maw={180} title={visitorNote}>
          To the visitor: {visitorNote}
        </Text>
      )}
    </Stack>
  );
}
