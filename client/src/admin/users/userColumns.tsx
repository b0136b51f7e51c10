import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Column } from '../../components/PaginatedTable';
import type { StaffUsersQuery as StaffUsersData } from '../../gql/graphql';
import { formatDateTime, formatTime } from '../format';

/** How a staff account reads in the table: name and since when, role, state, e-mail. */
export type UserRow = StaffUsersData['staffUsers'][number];

/** The table's columns; the e-mail cell opens its editor (`onEmail`). */
export const columnsFor = (onEmail: (u: UserRow) => void): Column<UserRow>[] => [
  {
    key: 'username',
    header: 'Username',
    minWidth: 140,
    render: (u) => (
      <Stack gap={0}>
        <b>{u.username}</b>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          since {formatDateTime(u.createdAt)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'role',
    header: 'Role',
    minWidth: 90,
    render: (u) => (
      <Badge variant="light" color={u.role === 'admin' ? 'grape' : 'blue'} tt="none">
        {u.role === 'admin' ? 'Admin' : 'Editor'}
      </Badge>
    ),
  },
  {
    key: 'active',
    header: 'State',
    minWidth: 140,
    render: (u) => (
      <Stack gap={4} align="flex-start">
        <Group gap={6}>
          <Badge variant="dot" color={u.active ? 'green' : 'gray'} tt="none">
            {u.active ? 'Active' : 'Disabled'}
          </Badge>
          <Badge variant="light" color={u.totpEnabled ? 'green' : 'gray'} tt="none">
            {u.totpEnabled ? '2FA on' : '2FA off'}
          </Badge>
        </Group>
        {u.lockedUntil && (
          <Text size="xs" c="red.8" fw={600} style={{ whiteSpace: 'nowrap' }}>
            Locked until {formatTime(u.lockedUntil)}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    key: 'email',
    header: 'E-mail',
    minWidth: 180,
    render: (u) => (
      <Group gap={4} wrap="nowrap" align="center">
        <Text size="sm" c={u.email ? undefined : 'dimmed'} style={{ wordBreak: 'break-all' }}>
          {u.email ?? 'None'}
        </Text>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Set the e-mail address of ${u.username}`}
          onClick={() => onEmail(u)}
        >
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      </Group>
    ),
  },
];
