import { Stack, Text } from '@mantine/core';

/** A request's id with the reference the visitor quotes, for the staff tables. */
export function ReferenceCell({ id, reference }: { id: number; reference: string }) {
  return (
    <Stack gap={2} align="flex-start">
      <span>{id}</span>
      <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }} translate="no">
        {reference}
      </Text>
    </Stack>
  );
}
