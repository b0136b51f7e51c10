import type { ReactNode } from 'react';
import { Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import classes from './PaginatedTable.module.css';
import type { RowSelection } from './useRowSelection';

/** A row on a phone: who, about what, its state, when. */
export interface RowCard {
  title: ReactNode;
  subtitle: ReactNode;
  status: ReactNode;
  date: ReactNode;
}

/** A click on a control of the row (a link, a button, a checkbox) is that control's. */
const onControl = (target: EventTarget) =>
  target instanceof Element &&
  target.closest('a, button, input, label, [role="menuitem"]') !== null;

/** A click that opens the row unless it was on one of its controls. */
export const opener =
  <T,>(row: T, onOpen: ((row: T) => void) | undefined) =>
  (event: { target: EventTarget }) => {
    if (onOpen && !onControl(event.target)) onOpen(row);
  };

/** What PaginatedTable hands the layout of its rows, a table or cards. */
export interface RowsProps<T> {
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  caption?: string;
  loading: boolean;
  /** With bulk actions: the rows' checkboxes. */
  selection?: RowSelection<T>;
  rowLabel: (row: T) => string;
  onOpen?: (row: T) => void;
  /** A row's actions (edit, delete), when the table has any. */
  actions?: (row: T) => ReactNode;
}

/**
 * The rows of a table read at a glance, on a phone (PaginatedTable's `card`): each a card of who,
 * about what, its state and when, with its checkbox and actions.
 */
export function RowCards<T>({
  rows,
  card,
  rowKey,
  caption,
  loading,
  selection,
  rowLabel,
  onOpen,
  actions,
}: RowsProps<T> & { card: (row: T) => RowCard }) {
  return (
    <Stack gap="xs" component="ul" m={0} p={0} aria-label={caption} aria-busy={loading}>
      {rows.map((row) => {
        const parts = card(row);
        return (
          <Paper
            key={rowKey(row)}
            component="li"
            withBorder
            p="sm"
            className={onOpen ? classes.opens : classes.card}
            bg={selection?.isSelected(row) ? 'blue.0' : undefined}
            onClick={onOpen && opener(row, onOpen)}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Group gap="xs" wrap="nowrap" miw={0}>
                {selection && (
                  <Checkbox
                    aria-label={`Select ${rowLabel(row)}`}
                    checked={selection.isSelected(row)}
                    onChange={() => selection.toggle(row)}
                  />
                )}
                <Text fw={600} size="sm" truncate>
                  {parts.title}
                </Text>
              </Group>
              <Box style={{ flexShrink: 0 }}>{parts.status}</Box>
            </Group>
            <Text size="sm" truncate mt={4}>
              {parts.subtitle}
            </Text>
            <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
              <Text size="xs" c="dimmed" truncate>
                {parts.date}
              </Text>
              {actions?.(row)}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
