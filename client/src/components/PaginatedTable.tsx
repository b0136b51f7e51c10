import { useEffect, useState, type ReactNode } from 'react';
import { Box, Group, LoadingOverlay, Paper, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { ConfirmDialog } from './ConfirmDialog';
import { DeleteButton } from './DeleteButton';
import { EmptyTable } from './EmptyTable';
import { PageControls } from './PageControls';
import { lastPageOf } from './pageNumbers';
import { ignoreFailure } from '../api/ignoreFailure';
import { RowCards, type RowCard } from './RowCards';
import { RowsTable, type Column } from './RowsTable';
import { useRowSelection } from './useRowSelection';

export type { RowCard } from './RowCards';
export type { Column } from './RowsTable';

export interface PaginatedTableProps<T> {
  columns: Column<T>[];
  /** The rows of `page`; `total`, `page` and `rows` always describe one and the same answer. */
  rows: readonly T[];
  total: number;
  /** False when more rows match than were counted: `total` is then a floor ("10,000+"). */
  totalIsExact?: boolean;
  page: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  /** Another page is on its way: the shown one stays, dimmed, until it arrives. */
  loading?: boolean;
  error?: unknown;
  emptyText?: string;
  /** Accessible name of the table. */
  caption?: string;
  rowKey?: (row: T) => string | number;
  /** Extra controls in the Action column, before Delete (e.g. an Edit link). */
  rowActions?: (row: T) => ReactNode;
  /** Deletes a row after the user confirms; the table then calls `refetch`. */
  onDelete?: (row: T) => Promise<unknown>;
  refetch?: () => unknown;
  deleteTitle?: string;
  deleteText?: (row: T) => ReactNode;
  deletedMessage?: string;
  /** After a delete, instead of the `deletedMessage` notice (the inbox offers Undo). */
  onDeleted?: (row: T) => void;
  /** Shows a search box; a new term takes the table back to page 1. */
  onSearch?: (term: string) => void;
  /** Initial text of the search box. */
  searchValue?: string;
  /** What the search looks in, e.g. 'Name, e-mail or subject' (the box's placeholder). */
  searchPlaceholder?: string;
  /** Further filters shown beside the search box. */
  toolbar?: ReactNode;
  /** Below this width the table scrolls inside its own box. */
  minWidth?: number;
  /**
   * Actions on many rows: with it, each row and the page get a checkbox, and a toolbar shows
   * "N selected" with these actions (`clear` empties the selection).
   */
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;
  /** The page, search and filters the rows are for: the selection clears when it changes. */
  selectionKey?: string;
  /** Names a row for its checkbox: "the message from Nusrat Jahan". */
  rowLabel?: (row: T) => string;
  /**
   * A table read at a glance (the inbox): every column fits the width (no
   * sideways scroll), a row is at most two lines (text cut with an ellipsis, whole in its
   * title and details), and on phones each row is a card of these parts.
   */
  card?: (row: T) => RowCard;
  /** Opens a row's details: a click anywhere on the row but its controls. */
  onOpen?: (row: T) => void;
}

/** "1,234", or "10,000+" when more rows match than were counted. */
export const totalText = (total: number, exact: boolean) =>
  `${total.toLocaleString('en')}${exact ? '' : '+'}`;

const defaultRowKey = (row: unknown) => (row as { id: string | number }).id;

/** The one table every admin list uses: server-side pages, numbering, search and delete. */
export function PaginatedTable<T>({
  columns,
  rows,
  total,
  totalIsExact = true,
  page,
  pageSize = 10,
  onPageChange,
  loading = false,
  error,
  emptyText = 'Nothing here yet.',
  caption,
  rowKey = defaultRowKey,
  rowActions,
  onDelete,
  refetch,
  deleteTitle = 'Delete this item?',
  deleteText = () => 'This cannot be undone.',
  deletedMessage = 'Deleted.',
  onDeleted,
  onSearch,
  searchValue = '',
  searchPlaceholder = 'Type to filter…',
  toolbar,
  minWidth = 720,
  bulkActions,
  selectionKey = String(page),
  rowLabel = (row) => `row ${rowKey(row)}`,
  card,
  onOpen,
}: PaginatedTableProps<T>) {
  const phone = useMediaQuery('(max-width: 47.99em)') && card !== undefined;
  const [pendingDelete, setPendingDelete] = useState<T | null>(null);
  const [term, setTerm] = useState(searchValue);
  const last = lastPageOf(total, pageSize);
  const hasActions = Boolean(rowActions || onDelete);
  const selection = useRowSelection(rows, rowKey, selectionKey);

  // After deleting the only row of the last page, move to the page that still exists.
  useEffect(() => {
    if (!loading && !error && total > 0 && page > last) onPageChange(last);
  }, [loading, error, total, page, last, onPageChange]);

  const search = useDebouncedCallback((value: string) => {
    onSearch?.(value.trim());
    if (page !== 1) onPageChange(1);
  }, 300);

  const confirmDelete = async () => {
    if (!pendingDelete || !onDelete) return;
    try {
      await onDelete(pendingDelete);
    } catch {
      // The error link has already told the user; keep the list as it is.
      setPendingDelete(null);
      return;
    }
    setPendingDelete(null);
    if (onDeleted) onDeleted(pendingDelete);
    else notifications.show({ color: 'green', message: deletedMessage });
    ignoreFailure(refetch?.());
  };

  const actionsOf = (row: T) => (
    <Group gap={card ? 4 : 6} wrap="nowrap">
      {rowActions?.(row)}
      {onDelete && (
        <DeleteButton
          onClick={() => setPendingDelete(row)}
          label={card ? `Delete ${rowLabel(row)}` : undefined}
        />
      )}
    </Group>
  );

  // With nothing to show, a message replaces the table (it would scroll out of sight on phones).
  const statePanel =
    rows.length === 0 && !loading ? (
      <EmptyTable error={error} emptyText={emptyText} refetch={refetch} />
    ) : null;

  // What the rows' layout needs, a table or (on a phone) cards.
  const rowsProps = {
    rows,
    rowKey,
    caption,
    loading,
    selection: bulkActions ? selection : undefined,
    rowLabel,
    onOpen,
    actions: hasActions ? actionsOf : undefined,
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      {(onSearch || toolbar) && (
        <Group gap="md" mb="md" align="flex-end" wrap="wrap">
          {onSearch && (
            <TextInput
              label="Search"
              placeholder={searchPlaceholder}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={term}
              onChange={(event) => {
                setTerm(event.currentTarget.value);
                search(event.currentTarget.value);
              }}
              w={{ base: '100%', xs: 320 }}
            />
          )}
          {toolbar}
        </Group>
      )}
      {bulkActions && (
        <Group gap="sm" mb="md" mih={36} wrap="wrap" aria-label="Selected rows" role="group">
          <Text size="sm" fw={600} role="status">
            {selection.selected.length} selected
          </Text>
          {selection.selected.length > 0 && bulkActions(selection.selected, selection.clear)}
        </Group>
      )}
      <Box pos="relative">
        {/* Rows, numbering and footer change together, when the next page has arrived. */}
        <LoadingOverlay
          visible={loading && rows.length > 0}
          zIndex={2}
          overlayProps={{ backgroundOpacity: 0.6, blur: 1 }}
          loaderProps={{ size: 'md' }}
        />
        {loading && <VisuallyHidden role="status">Loading…</VisuallyHidden>}
        {statePanel ??
          (phone && card ? (
            <RowCards {...rowsProps} card={card} />
          ) : (
            <RowsTable
              {...rowsProps}
              columns={columns}
              first={(page - 1) * pageSize + 1}
              glance={card !== undefined}
              minWidth={minWidth}
            />
          ))}
        <Group justify="space-between" mt="md" gap="sm">
          <Text size="sm" c="dimmed">
            {total > 0
              ? `Showing ${(page - 1) * pageSize + 1}–${Math.min(page * pageSize, total)} of ${totalText(total, totalIsExact)}`
              : ' '}
          </Text>
          <PageControls page={page} total={total} pageSize={pageSize} onPageChange={onPageChange} />
        </Group>
      </Box>
      {onDelete && (
        <ConfirmDialog
          opened={pendingDelete !== null}
          title={deleteTitle}
          confirmLabel="Delete"
          onConfirm={confirmDelete}
          onClose={() => setPendingDelete(null)}
        >
          {pendingDelete !== null ? deleteText(pendingDelete) : null}
        </ConfirmDialog>
      )}
    </Paper>
  );
}
