import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconKey } from '@tabler/icons-react';
import { errorMessage } from '../../api/errors';
import { useAuth } from '../../auth/useAuth';
import { PaginatedTable, type Column } from '../../components/PaginatedTable';
import type { StaffUsersQuery as StaffUsersData } from '../../gql/graphql';
import { AdminPage } from '../AdminPage';
import { formatDateTime } from '../format';
import { CreateUserForm } from './CreateUserForm';
import { PasswordField } from './PasswordField';
import { generatePassword, MIN_PASSWORD, passwordProblem } from './password';
import { ShownOnce } from './ShownOnce';
import {
  ResetStaffUserPasswordMutation,
  SetStaffUserActiveMutation,
  SetStaffUserRoleMutation,
  StaffUsersQuery,
} from './userDocuments';

type UserRow = StaffUsersData['staffUsers'][number];

const columns: Column<UserRow>[] = [
  { key: 'username', header: 'Username', minWidth: 140, render: (u) => <b>{u.username}</b> },
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
    minWidth: 110,
    render: (u) => (
      <Badge variant="dot" color={u.active ? 'green' : 'gray'} tt="none">
        {u.active ? 'Active' : 'Disabled'}
      </Badge>
    ),
  },
  {
    key: 'created',
    header: 'Created',
    render: (u) => (
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDateTime(u.createdAt)}
      </Text>
    ),
  },
];

/** /dashbord/users (admin): staff accounts — create, disable/enable, change role, reset password. */
export function UsersPage() {
  const { user } = useAuth();
  const { data, loading, error, refetch } = useQuery(StaffUsersQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const [password, setPassword] = useState('');
  const [resetProblem, setResetProblem] = useState<string | null>(null);
  const [setActive] = useMutation(SetStaffUserActiveMutation);
  const [setRole] = useMutation(SetStaffUserRoleMutation);
  const [reset, { loading: resetBusy }] = useMutation(ResetStaffUserPasswordMutation, {
    context: { silent: true },
  });
  const rows = data?.staffUsers ?? [];
  const me = (u: UserRow) => String(u.id) === String(user?.sub);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      notifications.show({ color: 'green', message: done });
    } catch {
      // The error link has already shown what went wrong.
    }
  };

  const openReset = (u: UserRow) => {
    setResetting(u);
    setPassword(generatePassword());
    setResetProblem(null);
  };
  const saveReset = async () => {
    if (!resetting) return;
    const problem = passwordProblem(password);
    if (problem) return setResetProblem(problem);
    try {
      await reset({ variables: { id: resetting.id, password } });
    } catch (e) {
      return setResetProblem(errorMessage(e));
    }
    setShown({ username: resetting.username, password });
    setResetting(null);
  };

  return (
    <AdminPage
      title="Staff accounts"
      description="Who can sign in to the back office, and as what."
    >
      {shown && <ShownOnce {...shown} onClose={() => setShown(null)} />}
      <CreateUserForm onCreated={(username, pw) => setShown({ username, password: pw })} />
      <PaginatedTable
        caption="Staff accounts"
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        onPageChange={() => undefined}
        loading={loading}
        error={error}
        refetch={refetch}
        emptyText="No accounts."
        minWidth={760}
        rowActions={(u) => (
          <Group gap={6} wrap="nowrap">
            {!me(u) && (
              <Button
                size="compact-sm"
                variant="light"
                color={u.active ? 'red' : 'green'}
                aria-label={`${u.active ? 'Disable' : 'Enable'} ${u.username}`}
                onClick={() =>
                  run(
                    () => setActive({ variables: { id: u.id, active: !u.active } }),
                    `${u.username} ${u.active ? 'disabled' : 'enabled'}.`,
                  )
                }
              >
                {u.active ? 'Disable' : 'Enable'}
              </Button>
            )}
            <Button
              size="compact-sm"
              variant="light"
              aria-label={`Make ${u.username} ${u.role === 'admin' ? 'an editor' : 'an admin'}`}
              onClick={() => {
                const role = u.role === 'admin' ? 'editor' : 'admin';
                void run(
                  () => setRole({ variables: { id: u.id, role } }),
                  `${u.username} is now ${role === 'admin' ? 'an admin' : 'an editor'}.`,
                );
              }}
            >
              {u.role === 'admin' ? 'Make editor' : 'Make admin'}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              leftSection={<IconKey size={14} aria-hidden />}
              aria-label={`Reset the password of ${u.username}`}
              onClick={() => openReset(u)}
            >
              Reset
            </Button>
          </Group>
        )}
      />
      <Modal
        opened={resetting !== null}
        onClose={() => setResetting(null)}
        title={`New password for ${resetting?.username ?? ''}`}
        centered
      >
        <Stack>
          <PasswordField
            label="New password"
            description={`At least ${MIN_PASSWORD} characters, not a common password`}
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            onGenerate={setPassword}
            error={resetProblem}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setResetting(null)}>
              Cancel
            </Button>
            <Button onClick={saveReset} loading={resetBusy}>
              Set password
            </Button>
          </Group>
        </Stack>
      </Modal>
    </AdminPage>
  );
}
