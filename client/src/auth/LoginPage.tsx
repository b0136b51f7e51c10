import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  Anchor,
  Box,
  Button,
  Divider,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconFingerprint, IconLock, IconUser } from '@tabler/icons-react';
import { errorMessage, hasErrorCode } from '../api/errors';
import { FormProblem } from '../components/FormProblem';
import { AuthLayout } from './AuthLayout';
import { CodeStep } from './CodeStep';
import {
  CompletePasskeySignInMutation,
  LoginMutation,
  StartPasskeySignInMutation,
} from './loginDocument';
import { CHANGE_PASSWORD_PATH, safeNextPath } from '../api/next';
import { useAuth } from './useAuth';
import { usePageMeta } from '../site/usePageMeta';
import { NeedsJavaScript } from '../components/NeedsJavaScript';

interface LoginValues {
  username: string;
  password: string;
}

function loginProblem(error: unknown): string {
  if (hasErrorCode(error, 'UNAUTHENTICATED')) return 'Invalid username or password';
  // Says how long the lock lasts, and that an admin can lift it.
  if (hasErrorCode(error, 'LOCKED')) return errorMessage(error);
  if (hasErrorCode(error, 'TOO_MANY_REQUESTS')) {
    return 'Too many sign-in attempts. Please wait a minute and try again.';
  }
  return errorMessage(error);
}

export function LoginPage() {
  usePageMeta('Sign in', 'Staff sign-in to the DigitalRideWeb back office.');
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { login, isLoggedIn, user } = useAuth();
  const [problem, setProblem] = useState<string | null>(null);
  /** Set once the password was right for an account with two-step sign-in: the code step. */
  const [challenge, setChallenge] = useState<string | null>(null);
  const [signIn, { loading }] = useMutation(LoginMutation, {
    context: {
      silentCodes: ['UNAUTHENTICATED', 'TOO_MANY_REQUESTS', 'LOCKED', 'BAD_USER_INPUT'],
    },
  });
  const [startPasskey] = useMutation(StartPasskeySignInMutation, {
    context: { silentCodes: ['TOO_MANY_REQUESTS'] },
  });
  const [completePasskey] = useMutation(CompletePasskeySignInMutation, {
    context: { silentCodes: ['UNAUTHENTICATED', 'BAD_USER_INPUT'] },
  });
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const form = useForm<LoginValues>({
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : 'Username is required'),
      password: (value) => (value ? null : 'Password is required'),
    },
  });

  if (isLoggedIn && user?.userrole === 'admin') return <Navigate to={next} replace />;

  const signedIn = (token: string, mustChangePassword: boolean) => {
    login(token);
    // An admin set this password: its owner chooses their own before anything else.
    navigate(mustChangePassword ? CHANGE_PASSWORD_PATH : next, { replace: true });
  };

  const submit = form.onSubmit(async ({ username, password }) => {
    setProblem(null);
    try {
      const { data } = await signIn({ variables: { username: username.trim(), password } });
      if (!data) return;
      const { accessToken, mfaChallenge, user: account } = data.login;
      if (mfaChallenge) setChallenge(mfaChallenge);
      else if (accessToken) signedIn(accessToken, Boolean(account?.mustChangePassword));
    } catch (error) {
      setProblem(loginProblem(error));
      form.setFieldValue('password', '');
    }
  });

  /** "Sign in with a passkey": no username; the device's screen lock replaces password and code. */
  const withPasskey = async () => {
    setProblem(null);
    setPasskeyBusy(true);
    try {
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const { data: options } = await startPasskey();
      if (!options) return;
      const response = await startAuthentication({
        optionsJSON: JSON.parse(options.startPasskeySignIn),
      });
      const { data } = await completePasskey({
        variables: { response: JSON.stringify(response) },
      });
      const token = data?.completePasskeySignIn.accessToken;
      if (token) signedIn(token, Boolean(data?.completePasskeySignIn.user?.mustChangePassword));
    } catch (error) {
      setProblem(
        error instanceof Error && error.name === 'NotAllowedError'
          ? 'No passkey was used: the request was cancelled or timed out.'
          : errorMessage(error),
      );
    } finally {
      setPasskeyBusy(false);
    }
  };

  if (challenge) {
    return (
      <CodeStep
        challenge={challenge}
        onDone={signedIn}
        onRestart={() => {
          setChallenge(null);
          form.setFieldValue('password', '');
          setProblem('This sign-in expired: enter your username and password again.');
        }}
      />
    );
  }

  return (
    <AuthLayout>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} shadow="md" w="100%" maw={420}>
        <Stack gap={4} mb="lg">
          <Title order={1} fz={26}>
            Sign in
          </Title>
          <Text c="dimmed" size="sm">
            Staff access to the DigitalRideWeb back office.
          </Text>
        </Stack>
        <form onSubmit={submit} method="post" noValidate>
          <Stack gap="md">
            <NeedsJavaScript title="Signing in needs JavaScript" />
            <FormProblem>{problem}</FormProblem>
            <TextInput
              label="Username"
              autoComplete="username"
              leftSection={<IconUser size={16} aria-hidden />}
              data-autofocus
              {...form.getInputProps('username')}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              leftSection={<IconLock size={16} aria-hidden />}
              {...form.getInputProps('password')}
            />
            <Anchor component={Link} to="/forgot-password" size="sm" ta="right" mt={-8}>
              Forgot password?
            </Anchor>
            <Button type="submit" size="md" loading={loading} fullWidth mt="xs">
              Sign in
            </Button>
            <Divider label="or" labelPosition="center" />
            <Button
              variant="default"
              size="md"
              fullWidth
              leftSection={<IconFingerprint size={18} aria-hidden />}
              loading={passkeyBusy}
              onClick={() => void withPasskey()}
            >
              Sign in with a passkey
            </Button>
          </Stack>
        </form>
        <Box mt="lg" ta="center">
          <Anchor component={Link} to="/" size="sm">
            ← Back to the website
          </Anchor>
        </Box>
      </Paper>
    </AuthLayout>
  );
}
