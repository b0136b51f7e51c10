import { useState } from 'react';
import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconShieldLock } from '@tabler/icons-react';
import { errorMessage, hasErrorCode } from '../api/errors';
import { FormProblem } from '../components/FormProblem';
import { AuthLayout } from './AuthLayout';
import { CompleteLoginMutation } from './loginDocument';

/** The server's answer when the challenge itself is gone (expired, or out of tries). */
const CHALLENGE_GONE = /^This sign-in has expired/;

/**
 * /login's second step for an account with two-step sign-in: the code from the authenticator
 * app, or one of the recovery codes.
 */
export function CodeStep({
  challenge,
  onDone,
  onRestart,
}: {
  challenge: string;
  onDone: (token: string, mustChangePassword: boolean) => void;
  onRestart: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [complete, { loading }] = useMutation(CompleteLoginMutation, {
    context: { silentCodes: ['UNAUTHENTICATED', 'TOO_MANY_REQUESTS', 'LOCKED', 'BAD_USER_INPUT'] },
  });
  const form = useForm({
    initialValues: { code: '' },
    validate: {
      code: (v) =>
        !v.trim()
          ? 'Type the code'
          : !recovery && !/^\d{6}$/.test(v.replace(/\s/g, ''))
            ? 'The code from your app has 6 digits'
            : null,
    },
  });

  const submit = form.onSubmit(async ({ code }) => {
    setProblem(null);
    try {
      const { data } = await complete({ variables: { challenge, code: code.trim() } });
      const token = data?.completeLogin.accessToken;
      if (token) onDone(token, Boolean(data.completeLogin.user?.mustChangePassword));
    } catch (error) {
      if (hasErrorCode(error, 'UNAUTHENTICATED') && CHALLENGE_GONE.test(errorMessage(error))) {
        onRestart();
        return;
      }
      setProblem(errorMessage(error));
      form.setFieldValue('code', '');
    }
  });

  return (
    <AuthLayout>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} shadow="md" w="100%" maw={420}>
        <Stack gap={4} mb="lg">
          <Title order={1} fz={26}>
            Two-step sign-in
          </Title>
          <Text c="dimmed" size="sm">
            {recovery
              ? 'Type one of the recovery codes you saved. Each works once.'
              : 'Open your authenticator app and type the 6-digit code it shows for DigitalRideWeb.'}
          </Text>
        </Stack>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <FormProblem>{problem}</FormProblem>
            <TextInput
              key={recovery ? 'recovery' : 'totp'}
              label={recovery ? 'Recovery code' : 'Code from your app'}
              autoComplete="one-time-code"
              inputMode={recovery ? 'text' : 'numeric'}
              leftSection={<IconShieldLock size={16} aria-hidden />}
              data-autofocus
              autoFocus
              {...form.getInputProps('code')}
            />
            <Button type="submit" size="md" loading={loading} fullWidth>
              Verify
            </Button>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setRecovery((r) => !r);
                setProblem(null);
                form.reset();
              }}
            >
              {recovery ? 'Use the code from your app' : 'Use a recovery code'}
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </AuthLayout>
  );
}
