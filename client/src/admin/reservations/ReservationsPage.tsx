import { Stack, Text } from '@mantine/core';
import { DownloadButton } from '../../components/DownloadButton';
import { PaginatedTable, type Column } from '../../components/PaginatedTable';
import type { AdminReservationsQuery as AdminReservationsData } from '../../gql/graphql';
import { formatDate } from '../../i18n/format';
import { AdminPage } from '../AdminPage';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { formatBytes } from '../format';
import { KindBadge } from './KindBadge';
import { useDeleteRow, useServerList } from '../useServerList';
import { ExportButton } from '../workflow/ExportButton';
import { StatusAction } from '../workflow/StatusAction';
import { RowDetails } from '../workflow/RowDetails';
import { ReferenceCell } from '../workflow/ReferenceCell';
import { StatusBadge } from '../workflow/StatusBadge';
import { StatusFilter } from '../workflow/StatusFilter';
import { RESERVATION_STATUSES, statusOf } from '../workflow/statuses';
import { useSetStatus } from '../workflow/useSetStatus';
import { BulkActions, useBulkMutations } from '../workflow/BulkActions';
import type { ReservationStatus } from '../../gql/graphql';
import {
  AdminReservationsQuery,
  DeleteReservationMutation,
  SetReservationStatusMutation,
  SetReservationsStatusMutation,
  DeleteReservationsMutation,
} from './reservationDocuments';

type ReservationRow = AdminReservationsData['list']['items'][number];

const nowrap = { whiteSpace: 'nowrap' } as const;

const columns: Column<ReservationRow>[] = [
  {
    key: 'id',
    header: 'Id',
    minWidth: 120,
    render: (row) => (
      <Stack gap={4} align="flex-start">
        <ReferenceCell id={row.id} reference={row.reference} />
        <KindBadge kind={row.kind} />
      </Stack>
    ),
  },
  { key: 'from', header: 'From', minWidth: 110, render: (row) => row.departureLocation },
  { key: 'to', header: 'To', minWidth: 110, render: (row) => row.destinationLocation },
  { key: 'name', header: 'Name', minWidth: 130, render: (row) => row.passengerName },
  {
    key: 'status',
    header: 'Status',
    minWidth: 130,
    render: (row) => (
      <StatusBadge
        workflow={RESERVATION_STATUSES}
        status={row.status}
        note={row.statusNote}
        visitorNote={row.visitorNote}
      />
    ),
  },
  {
    key: 'email',
    header: 'Email',
    minWidth: 190,
    render: (row) => <EmailLink email={row.email} />,
  },
  {
    key: 'mobile',
    header: 'Mobile',
    render: (row) => <PhoneLink phone={row.mobile} />,
  },
  {
    key: 'passengers',
    header: 'Number Of Passengers',
    width: 110,
    render: (row) => row.numberOfPassengers,
  },
  {
    key: 'date',
    header: 'Date',
    render: (row) => <span style={nowrap}>{formatDate(row.journeyDate)}</span>,
  },
  {
    key: 'document',
    header: 'Document',
    minWidth: 150,
    render: (row) => {
      const doc = row.bookingDocument;
      if (!doc)
        return (
          <Text c="dimmed" aria-label="No document">
            —
          </Text>
        );
      return (
        <Stack gap={2} align="flex-start">
          <DownloadButton url={doc.downloadUrl} fileName={doc.fileName} />
          <Text size="xs" c="dimmed" lineClamp={1} title={doc.fileName} maw={180}>
            {doc.fileName} · {formatBytes(doc.size)}
          </Text>
        </Stack>
      );
    },
  },
];

/** /dashbord/viewReservation: ride and helicopter bookings with their documents. */
export function ReservationsPage() {
  const { table, state } = useServerList(
    AdminReservationsQuery,
    (list) => ({
      status: statusOf<ReservationStatus>(RESERVATION_STATUSES, list.param('status')),
    }),
    { privateSearch: true },
  );
  const opened = table.rows.find((row) => row.id === state.open) ?? null;
  const status = statusOf<ReservationStatus>(RESERVATION_STATUSES, state.param('status'));
  const bulk = useBulkMutations(
    SetReservationsStatusMutation,
    DeleteReservationsMutation,
    table.refetch,
  );
  const setStatus = useSetStatus(SetReservationStatusMutation, table.refetch);
  const remove = useDeleteRow(DeleteReservationMutation, 'Reservation');

  return (
    <AdminPage
      title="Reservations"
      description="Ride and helicopter bookings made on the public site, newest first."
    >
      <PaginatedTable
        caption="Reservations"
        columns={columns}
        {...table}
        searchPlaceholder="Name, e-mail, mobile or place"
        toolbar={
          <>
            <StatusFilter
              workflow={RESERVATION_STATUSES}
              value={status}
              onChange={(next) => state.setParam('status', next)}
            />
            <ExportButton file="reservation" filters={{ search: table.searchValue, status }} />
          </>
        }
        rowLabel={(row) => `the booking of ${row.passengerName}`}
        bulkActions={(selected, clear) => (
          <BulkActions
            workflow={RESERVATION_STATUSES}
            selected={selected}
            noun={['reservation', 'reservations']}
            clear={clear}
            onSetStatus={bulk.setStatus}
            onDelete={bulk.remove}
          />
        )}
        rowActions={(row) => (
          <StatusAction
            workflow={RESERVATION_STATUSES}
            status={row.status}
            subject={`the booking of ${row.passengerName}`}
            onChange={(next, note) => setStatus(row.id, next, note)}
          />
        )}
        emptyText={
          status
            ? 'No reservation matches these filters.'
            : table.searchValue
              ? `No reservation matches “${table.searchValue}”.`
              : 'No reservations yet.'
        }
        minWidth={1300}
        onDelete={remove}
        deleteTitle="Delete this reservation?"
        deleteText={(row) =>
          `The booking of ${row.passengerName} (${row.departureLocation} → ${row.destinationLocation}) and its document will be deleted.`
        }
        deletedMessage="Reservation deleted."
      />
      <RowDetails
        title={opened && `The booking of ${opened.passengerName}`}
        details={opened ? columns.map((c) => [c.header, c.render(opened)]) : []}
        onClose={() => state.setOpen(null)}
      />
    </AdminPage>
  );
}
