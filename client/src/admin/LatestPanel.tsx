import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ListLinkState } from '../components/useListState';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';

export interface LatestItem {
  id: number;
  /** Where the item can be found: its page, or its table with `state` (ListLinkState). */
  to: string;
  state?: ListLinkState;
  title: string;
  meta: string;
  aside?: ReactNode;
}

interface LatestPanelProps {
  title: string;
  allTo: string;
  allLabel: string;
  /** Undefined while loading. */
  items: LatestItem[] | undefined;
}

/** A short list of what came in last, each linking to its row, and a link to the whole table. */
export function LatestPanel({ title, allTo, allLabel, items }: LatestPanelProps) {
  let body: ReactNode;
  if (!items) body = <Skeleton height={180} />;
  else if (items.length === 0) {
    body = (
      <Text size="sm" c="dimmed" py="md">
        Nothing yet.
      </Text>
    );
  } else {
    body = (
      <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <li
            key={item.id}
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)', padding: '10px 0' }}
          >
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <div style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={item.to}
                  state={item.state}
                  size="sm"
                  fw={600}
                  lineClamp={1}
                >
                  {item.title}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {item.meta}
                </Text>
              </div>
              {item.aside}
            </Group>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="md">
          {title}
        </Title>
        <Anchor component={Link} to={allTo} size="sm">
          {allLabel}
        </Anchor>
      </Group>
      {body}
    </Paper>
  );
}
