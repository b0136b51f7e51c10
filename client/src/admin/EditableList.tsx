import type { ReactNode } from 'react';
import { Button, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/**
 * The parts of a back-office page that keeps a short list on one screen (reply templates,
 * holidays, official contacts): a form that adds a row or changes the one being edited, and the
 * list with each row's Edit and Delete. The form's values: useEditForm (components/useTextFields).
 */

/**
 * The end of an add-or-change form: its submit ("Add holiday", or "Save changes" while a row is
 * edited) and, while editing, the way back to adding.
 */
export function FormActions({
  editing,
  addLabel,
  loading,
  onCancel,
  cancelLabel = 'Cancel',
  icon,
}: {
  editing: boolean;
  addLabel: string;
  loading: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  icon?: ReactNode;
}) {
  return (
    <Group>
      <Button type="submit" loading={loading} leftSection={icon}>
        {editing ? 'Save changes' : addLabel}
      </Button>
      {editing && (
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
      )}
    </Group>
  );
}

/** A row's Edit and Delete (or Remove); with `name`, screen readers hear "Edit <name>". */
function RowActions({
  name,
  onEdit,
  onDelete,
  deleteLabel = 'Delete',
}: {
  name?: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteLabel?: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={name && `Edit ${name}`}
        onClick={onEdit}
      >
        Edit
      </Button>
      <Button
        size="xs"
        variant="light"
        color="red"
        leftSection={<IconTrash size={14} aria-hidden />}
        aria-label={name && `${deleteLabel} ${name}`}
        onClick={onDelete}
      >
        {deleteLabel}
      </Button>
    </Group>
  );
}

interface ListColumn<T> {
  header: string;
  render: (row: T) => ReactNode;
}

/**
 * The whole list, each row with its actions (RowActions), named `label` for screen readers; it
 * scrolls sideways below `minWidth`. "Loading…" until the rows come, then `emptyText` if none.
 */
export function EditableTable<T extends { id: number }>({
  label,
  minWidth,
  columns,
  rows,
  emptyText,
  nameOf,
  onEdit,
  onDelete,
  deleteLabel,
}: {
  label: string;
  minWidth: number;
  columns: ListColumn<T>[];
  rows: readonly T[] | undefined;
  emptyText?: string;
  nameOf?: (row: T) => string;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  deleteLabel?: string;
}) {
  return (
    <>
      {!rows && <Text c="dimmed">Loading…</Text>}
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              <Table.Th w={1}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row) => (
              <Table.Tr key={row.id}>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.render(row)}</Table.Td>
                ))}
                <Table.Td>
                  <RowActions
                    name={nameOf?.(row)}
                    onEdit={() => onEdit(row)}
                    onDelete={() => onDelete(row)}
                    deleteLabel={deleteLabel}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows?.length === 0 && emptyText && <Text c="dimmed">{emptyText}</Text>}
    </>
  );
}
