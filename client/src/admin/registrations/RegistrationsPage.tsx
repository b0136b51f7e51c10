import { Badge, Text } from '@mantine/core';
import { PaginatedTable, type Column } from '../../components/PaginatedTable';
import type { AdminRegistrationsQuery as AdminRegistrationsData } from '../../gql/graphql';
import { AdminPage } from '../AdminPage';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { formatDateTime } from '../format';
import { useDeleteRow, useServerList } from '../useServerList';
import { KindFilter } from './KindFilter';
import { ExportButton } from '../workflow/ExportButton';
import { StatusAction } from '../workflow/StatusAction';
import { RowDetails } from '../workflow/RowDetails';
import { ReferenceCell } from '../workflow/ReferenceCell';
import { StatusBadge } from '../workflow/StatusBadge';
import { StatusFilter } from '../workflow/StatusFilter';
import { REGISTRATION_STATUSES, statusOf } from '../workflow/statuses';
import { useSetStatus } from '../workflow/useSetStatus';
import { BulkActions, useBulkMutations } from '../workflow/BulkActions';
import type { RegistrationStatus } from '../../gql/graphql';
import {
  AdminRegistrationsQuery,
  DeleteRegistrationMutation,
  SetRegistrationStatusMutation,
  SetRegistrationsStatusMutation,
  DeleteRegistrationRequestsMutation,
} from './registrationDocuments';
import { REGISTRATION_KINDS, detailLines, registrationKindOf } from './registrationKinds';

type RegistrationRow = AdminRegistrationsData['list']['items'][number];

const columns: Column<RegistrationRow>[] = [
  {
    key: 'id',
    header: 'Id',
    width: 120,
    render: (row) => <ReferenceCell id={row.id} reference={row.reference} />,
  },
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
    key: 'status',
    header: 'Status',
    minWidth: 130,
    render: (row) => (
      <StatusBadge
        workflow={REGISTRATION_STATUSES}
        status={row.status}
        note={row.statusNote}
        visitorNote={row.visitorNote}
      />
    ),
  },
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
  const { table, state } = useServerList(
    AdminRegistrationsQuery,
    (list) => ({
      kind: registrationKindOf(list.param('kind')),
      status: statusOf<RegistrationStatus>(REGISTRATION_STATUSES, list.param('status')),
    }),
    { privateSearch: true },
  );
  const opened = table.rows.find((row) => row.id === state.open) ?? null;
  const status = statusOf<RegistrationStatus>(REGISTRATION_STATUSES, state.param('status'));
  const bulk = useBulkMutations(
    SetRegistrationsStatusMutation,
    DeleteRegistrationRequestsMutation,
    table.refetch,
  );
  const setStatus = useSetStatus(SetRegistrationStatusMutation, table.refetch);
  const remove = useDeleteRow(DeleteRegistrationMutation, 'RegistrationRequest');
  const kind = registrationKindOf(state.param('kind'));
  const filtered = Boolean(table.searchValue || kind || status);

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
        toolbar={
          <>
            <KindFilter value={kind} onChange={(next) => state.setParam('kind', next)} />
            <StatusFilter
              workflow={REGISTRATION_STATUSES}
              value={status}
              onChange={(next) => state.setParam('status', next)}
            />
            <ExportButton
              file="registrations"
              filters={{ search: table.searchValue, status, kind }}
            />
          </>
        }
        rowLabel={(row) => `the request from ${row.name}`}
        bulkActions={(selected, clear) => (
          <BulkActions
            workflow={REGISTRATION_STATUSES}
            selected={selected}
            noun={['registration', 'registrations']}
            clear={clear}
            onSetStatus={bulk.setStatus}
            onDelete={bulk.remove}
          />
        )}
        rowActions={(row) => (
          <StatusAction
            workflow={REGISTRATION_STATUSES}
            status={row.status}
            subject={`the request from ${row.name}`}
            onChange={(next, note) => setStatus(row.id, next, note)}
          />
        )}
        emptyText={filtered ? 'No registration matches these filters.' : 'No registrations yet.'}
        minWidth={1240}
        onDelete={remove}
        deleteTitle="Delete this registration?"
        deleteText={(row) => `The request from ${row.name} will be deleted.`}
        deletedMessage="Registration deleted."
      />
      <RowDetails
        title={opened && `The registration of ${opened.name}`}
        details={opened ? columns.map((c) => [c.header, c.render(opened)]) : []}
        onClose={() => state.setOpen(null)}
      />
    </AdminPage>
  );
}
