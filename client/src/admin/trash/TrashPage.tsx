import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@apollo/client/react';
import { PaginatedTable, type Column } from '../../components/PaginatedTable';
import type { TrashQuery as TrashData } from '../../gql/graphql';
import { ENTITIES } from '../activity/ActivityPage';
import { AdminPage } from '../AdminPage';
import { formatDateTime } from '../format';
import { useServerList } from '../useServerList';
import { RestoreFromTrashMutation, TrashQuery } from './trashDocuments';

type TrashRow = TrashData['list']['items'][number];

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days left before the daily job deletes it for good (30 after the delete). */
const daysLeft = (row: TrashRow) =>
  Math.max(0, Math.ceil((new Date(row.deletedAt).getTime() + 30 * DAY_MS - Date.now()) / DAY_MS));

const entityLabel = (entity: string) => ENTITIES.find((e) => e.value === entity)?.label ?? entity;

/**
 * /dashbord/trash (admin): what staff deleted in the last 30 days, newest first, each with
 * Restore (PRODUCT.md §22). The daily job deletes for good what is older.
 */
export function TrashPage() {
  const { table } = useServerList(TrashQuery);
  const [restore] = useMutation(RestoreFromTrashMutation, { context: { silent: true } });
  const restoreRow = async (row: TrashRow) => {
    try {
      await restore({ variables: { ids: [row.id] } });
      notifications.show({ color: 'teal', message: `Restored: ${row.summary}` });
    } catch {
      notifications.show({ color: 'red', message: 'Could not restore it: reload and try again.' });
    }
    await table.refetch();
  };
  const columns: Column<TrashRow>[] = [
    { key: 'entity', header: 'What', render: (r) => entityLabel(r.entity) },
    { key: 'summary', header: 'Item', minWidth: 260, render: (r) => r.summary },
    { key: 'deletedBy', header: 'Deleted by', render: (r) => <b>{r.deletedBy}</b> },
    {
      key: 'deletedAt',
      header: 'Deleted',
      render: (r) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(r.deletedAt)}
        </Text>
      ),
    },
    { key: 'left', header: 'Days left', render: (r) => daysLeft(r) },
  ];
  return (
    <AdminPage
      title="Trash"
      description="Deleted messages, reservations and registrations wait here 30 days, then go for good."
    >
      <PaginatedTable
        caption="Trash"
        columns={columns}
        {...table}
        onSearch={undefined}
        rowLabel={(r) => r.summary}
        rowActions={(r) => (
          <Button size="compact-sm" variant="light" onClick={() => restoreRow(r)}>
            Restore
          </Button>
        )}
        card={(r) => ({
          title: r.summary,
          subtitle: `${entityLabel(r.entity)} · deleted by ${r.deletedBy}`,
          status: `${daysLeft(r)} days left`,
          date: formatDateTime(r.deletedAt),
        })}
        emptyText="Trash is empty."
      />
    </AdminPage>
  );
}
