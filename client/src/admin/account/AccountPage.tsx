import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@apollo/client/react';
import { errorMessage, fieldErrorsOf } from '../../api/errors';
import { useAuth } from '../../auth/useAuth';
import { FormProblem } from '../../components/FormProblem';
import { AdminPage } from '../AdminPage';
import { MIN_PASSWORD, passwordProblem } from '../users/password';
import { ChangePasswordMutation } from '../users/userDocuments';
import { EmailPanel } from './EmailPanel';
import { PasskeysPanel } from './PasskeysPanel';
import { SessionsPanel } from './SessionsPanel';
import { TwoFactorPanel } from './TwoFactorPanel';

/**
 * /dashbord/account: any staff member changes their own password (the current one first; the
 * other sessions end) and sees where they are signed in.
 */
export function AccountPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Sent here after signing in with a password an admin set (CHANGE_PASSWORD_PATH).
  const mustChange = params.get('changePassword') === '1';
  const [problem, setProblem] = useState<string | null>(null);
  const [change, { loading }] = useMutation(ChangePasswordMutation, {
    context: { silent: true },
    refetchQueries: ['MySessions'],
  });
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', repeat: '' },
    validateInputOnBlur: true,
    validate: {
      currentPassword: (v) => (v ? null : 'Current password is required'),
      newPassword: (v, values) =>
        passwordProblem(v, 'New password') ??
        (v === values.currentPassword ? 'The new password must differ from the current one' : null),
      repeat: (v, values) => (v === values.newPassword ? null : 'The two new passwords differ'),
    },
  });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setProblem(null);
    try {
      await change({ variables: { currentPassword, newPassword } });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) form.setErrors(fields);
      else setProblem(errorMessage(error));
      return;
    }
    form.reset();
    if (mustChange) navigate('/dashbord', { replace: true });
    notifications.show({
      color: 'green',
      message: 'Your password has been changed. Your other sessions have been signed out.',
    });
  });

  return (
    <AdminPage
      title="My account"
      description={
        <>
          Signed in as <b>{user?.username}</b> ({user?.userrole}).
        </>
      }
    >
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={480}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text fw={600}>Change password</Text>
            {mustChange && (
              <Alert color="yellow" title="Choose your own password">
                An admin set the password you signed in with. Choose one only you know to go on.
              </Alert>
            )}
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label="New password"
              description={`At least ${MIN_PASSWORD} characters, not a common password`}
              autoComplete="new-password"
              required
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="New password again"
              autoComplete="new-password"
              required
              {...form.getInputProps('repeat')}
            />
            <FormProblem>{problem}</FormProblem>
            <Button type="submit" loading={loading} style={{ alignSelf: 'flex-start' }}>
              Change password
            </Button>
          </Stack>
        </form>
      </Paper>
      <EmailPanel />
      <TwoFactorPanel required={params.get('enrol') === '1'} />
      <PasskeysPanel />
      <SessionsPanel />
    </AdminPage>
  );
}
