import type { ReactNode } from 'react';
import { Checkbox, Skeleton, Table } from '@mantine/core';
import classes from './PaginatedTable.module.css';
import { opener, type RowsProps } from './RowCards';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  width?: number | string;
  /** Keeps text columns readable on narrow screens (the table scrolls instead). */
  minWidth?: number;
}

/**
 * PaginatedTable's rows as a table (wider screens): numbered from `first`, each with its
 * checkbox (`selection`) and actions; five skeleton rows while the first page comes. A glance
 * table (the inbox) fits the width and clips its cells; another scrolls below `minWidth`.
 */
export function RowsTable<T>({
  columns,
  rows,
  rowKey,
  first,
  glance,
  minWidth,
  caption,
  loading,
  selection,
  rowLabel,
  onOpen,
  actions,
}: RowsProps<T> & {
  columns: Column<T>[];
  first: number;
  glance: boolean;
  minWidth: number;
}) {
  const columnCount = columns.length + 1 + (actions ? 1 : 0) + (selection ? 1 : 0);
  let body: ReactNode;
  if (rows.length === 0) {
    body = Array.from({ length: 5 }, (_, i) => (
      <Table.Tr key={`skeleton-${i}`} aria-hidden>
        {Array.from({ length: columnCount }, (_, j) => (
          <Table.Td key={j}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else {
    body = rows.map((row, index) => (
      <Table.Tr
        key={rowKey(row)}
        bg={selection?.isSelected(row) ? 'blue.0' : undefined}
        className={onOpen ? classes.opens : undefined}
        onClick={onOpen && opener(row, onOpen)}
      >
        {selection && (
          <Table.Td>
            <Checkbox
              aria-label={`Select ${rowLabel(row)}`}
              checked={selection.isSelected(row)}
              onChange={() => selection.toggle(row)}
            />
          </Table.Td>
        )}
        <Table.Td c="dimmed">{first + index}</Table.Td>
        {columns.map((column) => (
          <Table.Td key={column.key} miw={glance ? undefined : column.minWidth}>
            {glance ? <div className={classes.clip}>{column.render(row)}</div> : column.render(row)}
          </Table.Td>
        ))}
        {actions && (
          <Table.Td className={glance ? undefined : classes.action}>{actions(row)}</Table.Td>
        )}
      </Table.Tr>
    ));
  }

  return (
    <Table.ScrollContainer minWidth={glance ? 0 : minWidth}>
      <Table
        striped
        highlightOnHover
        verticalSpacing={glance ? 6 : 'sm'}
        layout={glance ? 'fixed' : undefined}
        className={glance ? classes.glance : undefined}
        aria-label={caption}
        aria-busy={loading}
      >
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select every row on this page"
                  checked={selection.page === 'all'}
                  indeterminate={selection.page === 'some'}
                  onChange={selection.togglePage}
                  disabled={rows.length === 0}
                />
              </Table.Th>
            )}
            <Table.Th w={glance ? 36 : 48}>#</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.key} w={column.width}>
                {column.header}
              </Table.Th>
            ))}
            {actions && (
              // A glance row's actions: Assign to me, the status move and Delete, three 28 px icons
              // with their gaps (at 76 px Delete was cut off: the 1280 px screenshot of Messages).
              <Table.Th w={glance ? 112 : 1} className={glance ? undefined : classes.action}>
                Action
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
