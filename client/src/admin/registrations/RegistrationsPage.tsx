import { Badge, Text } from '@mantine/core';
import type { AdminRegistrationsQuery as AdminRegistrationsData } from '../../gql/graphql';
import { registrationRequestStaff } from '../../gql/records/registration-request';
import { AdminPage } from '../AdminPage';
import { PhoneLink } from '../ContactLinks';
import { formatDateTime, phoneWithCode } from '../format';
import { InboxTable } from '../workflow/InboxTable';
import { DocumentsPanel } from './DocumentsPanel';
import { KindFilter } from './KindFilter';
import { useInboxList } from '../workflow/inbox';
import type { StaffCells } from '../workflow/staffColumns';
import { AdminRegistrationsQuery, registrationInbox } from './registrationDocuments';
import { REGISTRATION_KINDS, detailLines, registrationKindOf } from './registrationKinds';

type RegistrationRow = AdminRegistrationsData['list']['items'][number];

/** The cells no field type draws: the kind's badge, the phone with its code, the details. */
const cells: StaffCells<typeof registrationRequestStaff, RegistrationRow> = {
  kind: (row) => {
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
  phone: (row) => {
    const { shown, dial } = phoneWithCode(row.countryCode, row.phone);
    return <PhoneLink phone={shown} dial={dial} />;
  },
  details: (row) => {
    const lines = detailLines(row.details);
    if (lines.length === 0) return <Text c="dimmed">—</Text>;
    return lines.map((line) => (
      <Text key={line} size="sm">
        {line}
      </Text>
    ));
  },
};

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
        table={registrationRequestStaff}
        cells={cells}
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
        // Customers send no papers; a partner's are reviewed one by one (PRODUCT.md §23).
        detailsExtra={(row) =>
          row.kind === 'CUSTOMER' ? null : <DocumentsPanel registrationId={Number(row.id)} />
        }
      />
    </AdminPage>
  );
}
