import type { ReactNode } from 'react';
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
  clock,
}: {
  workflow: Workflow;
  status: string;
  note?: string | null;
  visitorNote?: string | null;
  /** The time left to reply (ReplyClock), right under the badge. */
  clock?: ReactNode;
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
      {clock}
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
