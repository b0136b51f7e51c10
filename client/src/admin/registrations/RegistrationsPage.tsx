import { Badge, Text } from '@mantine/core';
import { PaginatedTable, type Column } from '../../components/PaginatedTable';
import type { AdminRegistrationsQuery as AdminRegistrationsData } from '../../gql/graphql';
import { AdminPage } from '../AdminPage';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { formatDateTime } from '../format';
import { useDeleteRow, useServerList } from '../useServerList';
import { KindFilter } from './KindFilter';
import { AdminRegistrationsQuery, DeleteRegistrationMutation } from './registrationDocuments';
import { REGISTRATION_KINDS, detailLines, registrationKindOf } from './registrationKinds';

type RegistrationRow = AdminRegistrationsData['list']['items'][number];

const columns: Column<RegistrationRow>[] = [
  { key: 'id', header: 'Id', width: 56, render: (row) => row.id },
  {
    key: 'kind',
    header: 'Kind',
    minWidth: 120,
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
  { key: 'name', header: 'Name', minWidth: 130, render: (row) => row.name },
  {
    key: 'phone',
    header: 'Phone',
    render: (row) => <PhoneLink phone={`${row.countryCode} ${row.phone}`} />,
  },
  {
    key: 'email',
    header: 'Email',
    minWidth: 190,
    render: (row) => <EmailLink email={row.email} />,
  },
  { key: 'city', header: 'City', render: (row) => row.city },
  {
    key: 'details',
    header: 'Details',
    minWidth: 160,
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
    render: (row) => (
      // '22 Nov 2026' over '10:22'
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre' }}>
        {formatDateTime(row.createdAt).replace(', ', '\n')}
      </Text>
    ),
  },
];

/** /dashbord/registrations: who asked to join as driver, customer, fleet partner or merchant. */
export function RegistrationsPage() {
  const { table, state } = useServerList(AdminRegistrationsQuery, (list) => ({
    kind: registrationKindOf(list.param('kind')),
  }));
  const remove = useDeleteRow(DeleteRegistrationMutation, 'RegistrationRequest');
  const kind = registrationKindOf(state.param('kind'));
  const filtered = Boolean(table.searchValue || kind);

  return (
    <AdminPage
      title="Registrations"
      description="Requests to join as a driver captain, customer, fleet partner or merchant."
    >
      <PaginatedTable
        caption="Registrations"
        columns={columns}
        {...table}
        searchPlaceholder="Name, phone, e-mail or city"
        toolbar={<KindFilter value={kind} onChange={(next) => state.setParam('kind', next)} />}
        emptyText={filtered ? 'No registration matches these filters.' : 'No registrations yet.'}
        minWidth={1080}
        onDelete={remove}
        deleteTitle="Delete this registration?"
        deleteText={(row) => `The request from ${row.name} will be deleted.`}
        deletedMessage="Registration deleted."
      />
    </AdminPage>
  );
}
