import { Stack, Text } from '@mantine/core';
import { DownloadButton } from '../../components/DownloadButton';
import type { AdminReservationsQuery as AdminReservationsData } from '../../gql/graphql';
import { reservationStaff } from '../../gql/records/reservation';
import { formatDate } from '../../i18n/format';
import { AdminPage } from '../AdminPage';
import { formatBytes } from '../format';
import { KindBadge } from './KindBadge';
import { InboxTable } from '../workflow/InboxTable';
import { ReferenceCell } from '../workflow/ReferenceCell';
import { useInboxList } from '../workflow/inbox';
import type { StaffCells } from '../workflow/staffColumns';
import { AdminReservationsQuery, reservationInbox } from './reservationDocuments';

type ReservationRow = AdminReservationsData['list']['items'][number];

/** The cells no field type draws: the id with the reference and kind, and the document. */
const cells: StaffCells<typeof reservationStaff, ReservationRow> = {
  id: (row) => (
    <Stack gap={2} align="flex-start">
      <ReferenceCell id={row.id} reference={row.reference} />
      <KindBadge kind={row.kind} />
    </Stack>
  ),
  bookingDocumentId: (row) => {
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
};

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
        table={reservationStaff}
        cells={cells}
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
