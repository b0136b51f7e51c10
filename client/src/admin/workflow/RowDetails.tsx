import type { ReactNode } from 'react';
import { Modal, SimpleGrid, Stack, Text } from '@mantine/core';

/** One request in full: every field, e-mail addresses whole, and what staff can do with it. */
export function RowDetails({
  title,
  details,
  onClose,
  children,
}: {
  /** Null: closed. */
  title: string | null;
  details: [label: string, value: ReactNode][];
  onClose: () => void;
  /** Actions (status, delete). */
  children?: ReactNode;
}) {
  return (
    <Modal
      opened={title !== null}
      onClose={onClose}
      title={title ?? ''}
      size="lg"
      centered
      radius="md"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          {details.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                {label}
              </Text>
              <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {children}
      </Stack>
    </Modal>
  );
}
