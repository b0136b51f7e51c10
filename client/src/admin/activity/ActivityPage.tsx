import { Badge, Group, Select, Text, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { PaginatedTable, type Column } from '../../components/PaginatedTable';
import type { ActivityQuery as ActivityData } from '../../gql/graphql';
import { AdminPage } from '../AdminPage';
import { formatDateTime } from '../format';
import { StaffUsersQuery } from '../users/userDocuments';
import { useServerList } from '../useServerList';
import { ActivityQuery } from './activityDocuments';
import { ChangesDiff } from './ChangesDiff';

type EntryRow = ActivityData['list']['items'][number];

/** What the log's `entity` names, in words. */
export const ENTITIES: { value: string; label: string }[] = [
  { value: 'News', label: 'News' },
  { value: 'PressCoverage', label: 'Press coverage' },
  { value: 'ContactMessage', label: 'Messages' },
  { value: 'Reservation', label: 'Reservations' },
  { value: 'RegistrationRequest', label: 'Registrations' },
  { value: 'FareRate', label: 'Fare rates' },
  { value: 'Holiday', label: 'Holidays' },
  { value: 'User', label: 'Staff accounts' },
  { value: 'CmsPage', label: 'CMS pages' },
  { value: 'Website', label: 'Websites' },
];

const ACTION_COLORS: Record<string, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  status: 'yellow',
  login: 'gray',
  restore: 'teal',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOf = (value: string | null) => (value && DATE.test(value) ? value : null);
const ALL = '';

const columns: Column<EntryRow>[] = [
  {
    key: 'at',
    header: 'When',
    render: (e) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(e.at)}
      </Text>
    ),
  },
  { key: 'actor', header: 'Staff', render: (e) => <b>{e.actor}</b> },
  {
    key: 'action',
    header: 'Action',
    minWidth: 100,
    render: (e) => (
      <Badge variant="light" color={ACTION_COLORS[e.action] ?? 'grape'} tt="none">
        {e.action}
      </Badge>
    ),
  },
  {
    key: 'entity',
    header: 'What',
    render: (e) => ENTITIES.find((x) => x.value === e.entity)?.label ?? e.entity,
  },
  {
    key: 'summary',
    header: 'Summary',
    minWidth: 280,
    render: (e) => (
      <>
        {e.summary}
        {e.changes && <ChangesDiff changes={e.changes} />}
      </>
    ),
  },
];

/** /dashbord/activity (admin): every staff write, newest first; filters live in the address. */
export function ActivityPage() {
  const { table, state } = useServerList(ActivityQuery, (list) => ({
    actor: list.param('actor') || null,
    entity: list.param('entity') || null,
    from: dateOf(list.param('from')),
    to: dateOf(list.param('to')),
  }));
  const { data: users } = useQuery(StaffUsersQuery);
  const filtered = ['actor', 'entity', 'from', 'to'].some((p) => state.param(p));
  const select = (name: string, label: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      data={[{ value: ALL, label: 'All' }, ...data]}
      value={state.param(name) ?? ALL}
      onChange={(v) => state.setParam(name, v || null)}
      allowDeselect={false}
      w={{ base: '100%', xs: 170 }}
    />
  );
  const date = (name: string, label: string) => (
    <TextInput
      type="date"
      label={label}
      value={dateOf(state.param(name)) ?? ''}
      onChange={(e) => state.setParam(name, e.currentTarget.value || null)}
      w={{ base: '100%', xs: 160 }}
    />
  );

  return (
    <AdminPage
      title="Activity log"
      description="Every change staff made, newest first. Entries are never edited."
    >
      <PaginatedTable
        caption="Activity log"
        columns={columns}
        {...table}
        onSearch={undefined}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            {select(
              'actor',
              'Staff',
              (users?.staffUsers ?? []).map((u) => ({ value: u.username, label: u.username })),
            )}
            {select('entity', 'What', ENTITIES)}
            {date('from', 'From')}
            {date('to', 'To')}
          </Group>
        }
        emptyText={filtered ? 'No entry matches these filters.' : 'Nothing has been done yet.'}
        minWidth={900}
      />
    </AdminPage>
  );
}
