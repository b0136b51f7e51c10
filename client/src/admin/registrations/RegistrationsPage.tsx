import { Badge, Text } from '@mantine/core';
import type { Column } from '../../components/PaginatedTable';
import type { AdminRegistrationsQuery as AdminRegistrationsData } from '../../gql/graphql';
import { AdminPage } from '../AdminPage';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { formatDateTime, formatStamp, phoneWithCode } from '../format';
import { InboxTable } from '../workflow/InboxTable';
import { KindFilter } from './KindFilter';
import { ReferenceCell } from '../workflow/ReferenceCell';
import { statusColumn, useInboxList } from '../workflow/inbox';
import { AdminRegistrationsQuery, registrationInbox } from './registrationDocuments';
import { REGISTRATION_KINDS, detailLines, registrationKindOf } from './registrationKinds';

type RegistrationRow = AdminRegistrationsData['list']['items'][number];

const columns: Column<RegistrationRow>[] = [
  {
    key: 'id',
    header: 'Id',
    width: 104,
    render: (row) => <ReferenceCell id={row.id} reference={row.reference} />,
  },
  {
    key: 'kind',
    header: 'Kind',
    width: 112,
    render: (row) => {
      const kind = REGISTRATION_KINDS.find((k) => k.value === row.kind);
      return (
        <Badge
          variant="light"
          color={kind?.color}
          tt="none"
          styles={{ label: { overflow: 'visible' } }}
        >
          {kind?.label ?? row.kind}
        </Badge>
      );
    },
  },
  // The name is what staff look for: it keeps room for a first name and most of a surname.
  { key: 'name', header: 'Name', width: 112, render: (row) => row.name },
  statusColumn(registrationInbox, 104),
  {
    key: 'phone',
    header: 'Phone',
    width: 112,
    render: (row) => {
      const { shown, dial } = phoneWithCode(row.countryCode, row.phone);
      return <PhoneLink phone={shown} dial={dial} />;
    },
  },
  {
    key: 'email',
    header: 'Email',
    render: (row) => <EmailLink email={row.email} />,
  },
  { key: 'city', header: 'City', render: (row) => row.city },
  {
    key: 'details',
    header: 'Details',
    render: (row) => {
      const lines = detailLines(row.details);
      if (lines.length === 0) return <Text c="dimmed">—</Text>;
      return lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ));
    },
  },
  {
    key: 'received',
    header: 'Received',
    width: 80,
    render: (row) => (
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre' }}>
        {formatStamp(row.createdAt)}
      </Text>
    ),
  },
];

/** /dashbord/registrations: who asked to join as driver, customer, fleet partner or merchant. */
export function RegistrationsPage() {
  const list = useInboxList(AdminRegistrationsQuery, registrationInbox, (state) => ({
    kind: registrationKindOf(state.param('kind')),
  }));
  const { state } = list;
  const kind = registrationKindOf(state.param('kind'));
  return (
    <AdminPage
      title="Registrations"
      description="Requests to join as a driver captain, customer, fleet partner or merchant."
    >
      <InboxTable
        caption="Registrations"
        noun={['registration', 'registrations']}
        subject={(row) => `the request from ${row.name}`}
        columns={columns}
        card={(row) => ({
          title: row.name,
          subtitle: `${REGISTRATION_KINDS.find((k) => k.value === row.kind)?.label ?? row.kind}, ${row.city}`,
          date: formatDateTime(row.createdAt),
        })}
        list={list}
        inbox={registrationInbox}
        exportFile="registrations"
        filters={{
          toolbar: <KindFilter value={kind} onChange={(next) => state.setParam('kind', next)} />,
          values: { kind },
        }}
        searchPlaceholder="Name, phone, e-mail, city or reference"
        deleteText={(row) => `The request from ${row.name} will be deleted.`}
      />
    </AdminPage>
  );
}
