import { useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconMail } from '@tabler/icons-react';
import { errorMessage, fieldErrorsOf } from '../api/errors';
import { FormProblem } from '../components/FormProblem';
import { NeedsJavaScript } from '../components/NeedsJavaScript';
import { usePageMeta } from '../site/usePageMeta';
import { AuthCard } from './AuthCard';
import { RequestPasswordResetMutation } from './resetDocuments';

/**
 * /forgot-password ("Forgot password?" on /login): staff ask for a reset link by e-mail. The
 * answer is the same whether an account has the address or not.
 */
export function ForgotPasswordPage() {
  usePageMeta('Forgot password', 'Ask for a link to choose a new back-office password.');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [ask, { loading }] = useMutation(RequestPasswordResetMutation, {
    context: { silentCodes: ['BAD_USER_INPUT', 'TOO_MANY_REQUESTS'] },
  });
  const form = useForm({
    initialValues: { email: '' },
    validate: {
      email: (v) =>
        !v.trim()
          ? 'E-mail is required'
          : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim())
            ? null
            : 'E-mail must be a valid e-mail address',
    },
  });

  const submit = form.onSubmit(async ({ email }) => {
    setProblem(null);
    try {
      await ask({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields) form.setErrors(fields);
      else setProblem(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title="Forgot password"
      intro="Type the e-mail address of your back-office account: we will send it a link to choose a new password."
    >
      {sentTo ? (
        <Alert color="green" title="Check your e-mail" role="status">
          If a staff account has the address {sentTo}, a link is on its way to it. The link works
          once, for 30 minutes. Nothing came? Check your spam folder, or ask an admin which address
          your account has.
        </Alert>
      ) : (
        <form onSubmit={submit} method="post" noValidate>
          <Stack gap="md">
            <NeedsJavaScript title="This page needs JavaScript" />
            <FormProblem>{problem}</FormProblem>
            <TextInput
              label="E-mail"
              type="email"
              autoComplete="email"
              leftSection={<IconMail size={16} aria-hidden />}
              data-autofocus
              {...form.getInputProps('email')}
            />
            <Button type="submit" size="md" loading={loading} fullWidth>
              Send me a link
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
