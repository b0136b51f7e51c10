import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { errorMessage, fieldErrorsOf } from '../api/errors';
import { FormProblem } from '../components/FormProblem';
import { NeedsJavaScript } from '../components/NeedsJavaScript';
import { usePageMeta } from '../site/usePageMeta';
import { MIN_PASSWORD, passwordProblem } from '../admin/users/password';
import { AuthCard } from './AuthCard';
import { ResetPasswordWithTokenMutation } from './resetDocuments';

/**
 * /reset-password?token=…, the link of the reset e-mail: a new password, then sign in with it.
 * The token leaves the address bar as soon as the page has read it (history, screenshots).
 */
export function ResetPasswordPage() {
  usePageMeta('Choose a new password', 'Choose a new back-office password.');
  const [params] = useSearchParams();
  const [token] = useState(() => params.get('token') ?? '');
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [reset, { loading }] = useMutation(ResetPasswordWithTokenMutation, {
    context: { silentCodes: ['BAD_USER_INPUT', 'TOO_MANY_REQUESTS'] },
  });
  const navigate = useNavigate();
  useEffect(() => {
    if (params.has('token')) void navigate('/reset-password', { replace: true });
  }, [params, navigate]);
  const form = useForm({
    initialValues: { newPassword: '', repeat: '' },
    validateInputOnBlur: true,
    validate: {
      newPassword: (v) => passwordProblem(v, 'New password'),
      repeat: (v, values) => (v === values.newPassword ? null : 'The two new passwords differ'),
    },
  });

  const submit = form.onSubmit(async ({ newPassword }) => {
    setProblem(null);
    try {
      await reset({ variables: { token, newPassword } });
      setDone(true);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields?.token) setProblem(fields.token);
      else if (fields) form.setErrors(fields);
      else setProblem(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title="Choose a new password"
      intro="For your DigitalRideWeb back-office account. Every device signed in to it will be signed out."
    >
      {done ? (
        <Alert color="green" title="Your password has been changed" role="status">
          Every session of your account has ended.{' '}
          <Anchor component={Link} to="/login">
            Sign in with your new password
          </Anchor>
          .
        </Alert>
      ) : !token ? (
        <Alert color="yellow" title="This link is incomplete">
          Open the link from the e-mail again, or{' '}
          <Anchor component={Link} to="/forgot-password">
            ask for a new one
          </Anchor>
          .
        </Alert>
      ) : (
        <form onSubmit={submit} method="post" noValidate>
          <Stack gap="md">
            <NeedsJavaScript title="This page needs JavaScript" />
            <FormProblem>{problem}</FormProblem>
            <PasswordInput
              label="New password"
              description={`At least ${MIN_PASSWORD} characters, not a common password`}
              autoComplete="new-password"
              data-autofocus
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label="New password again"
              autoComplete="new-password"
              {...form.getInputProps('repeat')}
            />
            <Button type="submit" size="md" loading={loading} fullWidth>
              Set the new password
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
