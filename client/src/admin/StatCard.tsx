import { Link } from 'react-router-dom';
import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import classes from './StatCard.module.css';

interface StatCardProps {
  label: string;
  value: number | undefined;
  to: string;
  icon: Icon;
  color?: string;
}

/** A count that links to its table; the whole card is the link. */
export function StatCard({ label, value, to, icon: StatIcon, color = 'brand' }: StatCardProps) {
  return (
    <Paper
      component={Link}
      to={to}
      withBorder
      radius="md"
      p="md"
      aria-label={value === undefined ? label : `${label}: ${value}`}
      className={classes.card}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <div>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase" lh={1.3}>
            {label}
          </Text>
          {value === undefined ? (
            <Skeleton height={36} width={56} mt={6} />
          ) : (
            <Text fz={32} fw={800} lh={1.25}>
              {value}
            </Text>
          )}
        </div>
        <ThemeIcon size={40} radius="md" variant="light" color={color} visibleFrom="xs">
          <StatIcon size={22} aria-hidden />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
