import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconKey, IconLockOpen } from '@tabler/icons-react';
import { errorMessage, fieldErrorsOf } from '../../api/errors';
import { useAuth } from '../../auth/useAuth';
import { PaginatedTable } from '../../components/PaginatedTable';
import { AdminPage } from '../AdminPage';
import { CreateUserForm } from './CreateUserForm';
import { PasswordField } from './PasswordField';
import { generatePassword, MIN_PASSWORD, passwordProblem } from './password';
import { ShownOnce } from './ShownOnce';
import { columnsFor, type UserRow } from './userColumns';
import {
  ResetStaffUserPasswordMutation,
  SetStaffUserActiveMutation,
  SetStaffUserEmailMutation,
  SetStaffUserRoleMutation,
  StaffUsersQuery,
  UnlockStaffUserMutation,
} from './userDocuments';

/**
 * /dashbord/users (admin): staff accounts — create, disable/enable, change role, reset password,
 * set the e-mail address; whether two-step sign-in is on, and a lock after failed sign-ins with
 * Unlock.
 */
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
  const [unlock] = useMutation(UnlockStaffUserMutation);
  const [saveEmail, { loading: emailBusy }] = useMutation(SetStaffUserEmailMutation, {
    context: { silent: true },
  });
  const [mailing, setMailing] = useState<UserRow | null>(null);
  const [address, setAddress] = useState('');
  const [emailProblem, setEmailProblem] = useState<string | null>(null);
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

  const openEmail = (u: UserRow) => {
    setMailing(u);
    setAddress(u.email ?? '');
    setEmailProblem(null);
  };
  const submitEmail = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!mailing) return;
    try {
      await saveEmail({ variables: { id: mailing.id, email: address.trim() || null } });
    } catch (e) {
      return setEmailProblem(fieldErrorsOf(e)?.email ?? errorMessage(e));
    }
    notifications.show({
      color: 'green',
      message: `The e-mail address of ${mailing.username} is saved.`,
    });
    setMailing(null);
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
        columns={columnsFor(openEmail)}
        rows={rows}
        total={rows.length}
        page={1}
        pageSize={Math.max(rows.length, 1)}
        onPageChange={() => undefined}
        loading={loading}
        error={error}
        refetch={refetch}
        emptyText="No accounts."
        minWidth={900}
        rowActions={(u) => (
          <Group gap={6} wrap="nowrap">
            {u.lockedUntil && (
              <Button
                size="compact-sm"
                variant="filled"
                color="red.9"
                leftSection={<IconLockOpen size={14} aria-hidden />}
                aria-label={`Unlock ${u.username}`}
                onClick={() =>
                  run(() => unlock({ variables: { id: u.id } }), `${u.username} can sign in again.`)
                }
              >
                Unlock
              </Button>
            )}
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
              aria-label={`${u.role === 'admin' ? 'Make editor' : 'Make admin'}: ${u.username}`}
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
      <Modal
        opened={mailing !== null}
        onClose={() => setMailing(null)}
        title={`E-mail address of ${mailing?.username ?? ''}`}
        centered
      >
        <form onSubmit={submitEmail} noValidate>
          <Stack>
            <TextInput
              label="E-mail"
              description="Where the lockout notices and password reset links go. Empty: none."
              type="email"
              value={address}
              onChange={(e) => setAddress(e.currentTarget.value)}
              error={emailProblem}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setMailing(null)}>
                Cancel
              </Button>
              <Button type="submit" loading={emailBusy}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </AdminPage>
  );
}
