import { Stack, Text } from '@mantine/core';
import { DownloadButton } from '../../components/DownloadButton';
import type { Column } from '../../components/PaginatedTable';
import type { AdminReservationsQuery as AdminReservationsData } from '../../gql/graphql';
import { formatDate } from '../../i18n/format';
import { AdminPage } from '../AdminPage';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { formatBytes } from '../format';
import { KindBadge } from './KindBadge';
import { InboxTable } from '../workflow/InboxTable';
import { ReferenceCell } from '../workflow/ReferenceCell';
import { statusColumn, useInboxList } from '../workflow/inbox';
import { AdminReservationsQuery, reservationInbox } from './reservationDocuments';

type ReservationRow = AdminReservationsData['list']['items'][number];

const nowrap = { whiteSpace: 'nowrap' } as const;

const columns: Column<ReservationRow>[] = [
  {
    key: 'id',
    header: 'Id',
    width: 100,
    render: (row) => (
      <Stack gap={2} align="flex-start">
        <ReferenceCell id={row.id} reference={row.reference} />
        <KindBadge kind={row.kind} />
      </Stack>
    ),
  },
  { key: 'from', header: 'From', render: (row) => row.departureLocation },
  { key: 'to', header: 'To', render: (row) => row.destinationLocation },
  { key: 'name', header: 'Name', render: (row) => row.passengerName },
  statusColumn(reservationInbox, 92),
  {
    key: 'email',
    header: 'Email',
    render: (row) => <EmailLink email={row.email} />,
  },
  {
    key: 'mobile',
    header: 'Mobile',
    width: 104,
    render: (row) => <PhoneLink phone={row.mobile} />,
  },
  {
    key: 'passengers',
    header: 'Number Of Passengers',
    width: 76,
    render: (row) => row.numberOfPassengers,
  },
  {
    key: 'date',
    header: 'Date',
    width: 88,
    render: (row) => <span style={nowrap}>{formatDate(row.journeyDate)}</span>,
  },
  {
    key: 'document',
    header: 'Document',
    width: 76,
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
          <DownloadButton iconOnly url={doc.downloadUrl} fileName={doc.fileName} />
          <Text size="xs" c="dimmed" lineClamp={1} title={doc.fileName} maw="100%">
            {doc.fileName} · {formatBytes(doc.size)}
          </Text>
        </Stack>
      );
    },
  },
];

/** /dashbord/viewReservation: ride and helicopter bookings with their documents. */
export function ReservationsPage() {
  const list = useInboxList(AdminReservationsQuery, reservationInbox);
  return (
    <AdminPage
      title="Reservations"
      description="Ride and helicopter bookings made on the public site, newest first."
    >
      <InboxTable
        caption="Reservations"
        noun={['reservation', 'reservations']}
        subject={(row) => `the booking of ${row.passengerName}`}
        columns={columns}
        card={(row) => ({
          title: row.passengerName,
          subtitle: `${row.departureLocation} → ${row.destinationLocation}`,
          date: formatDate(row.journeyDate),
        })}
        list={list}
        inbox={reservationInbox}
        exportFile="reservation"
        searchPlaceholder="Name, e-mail, mobile, place or reference"
        deleteText={(row) =>
          `The booking of ${row.passengerName} (${row.departureLocation} → ${row.destinationLocation}) and its document will be deleted.`
        }
      />
    </AdminPage>
  );
}
