import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Code,
  CopyButton,
  Group,
  List,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage, fieldErrorsOf } from '../../api/errors';
import { FormProblem } from '../../components/FormProblem';
import {
  ConfirmTotpMutation,
  DisableTotpMutation,
  MyTwoFactorQuery,
  StartTotpMutation,
} from './twoFactorDocuments';

interface Enrolment {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

/** The secret in groups of four, as authenticator apps show typed keys. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** A text file of the recovery codes, for the user to keep. */
function download(codes: string[]) {
  const text = `DigitalRideWeb recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'digitalride-recovery-codes.txt';
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * My account → Two-step sign-in: set it up with an authenticator app (QR code
 * or the typed secret, then a code), see the recovery codes once, or turn it off with a code.
 */
export function TwoFactorPanel({ required }: { required: boolean }) {
  const { data } = useQuery(MyTwoFactorQuery);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [start, starting] = useMutation(StartTotpMutation);
  const [confirm, confirming] = useMutation(ConfirmTotpMutation, {
    context: { silent: true },
    refetchQueries: ['MyTwoFactor'],
  });
  const [disable, disabling] = useMutation(DisableTotpMutation, {
    context: { silent: true },
    refetchQueries: ['MyTwoFactor'],
  });
  const on = data?.me.totpEnabled ?? false;

  const failed = (error: unknown) => {
    setProblem(fieldErrorsOf(error)?.code ?? errorMessage(error));
    setCode('');
  };

  const begin = async () => {
    setProblem(null);
    try {
      const res = await start();
      if (res.data) setEnrolment(res.data.startTotpEnrolment);
    } catch (error) {
      failed(error);
    }
  };

  const turnOn = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const res = await confirm({ variables: { code: code.trim() } });
      setCodes(res.data?.confirmTotpEnrolment ?? []);
      setEnrolment(null);
      setCode('');
    } catch (error) {
      failed(error);
    }
  };

  const turnOff = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      await disable({ variables: { code: code.trim() } });
      setCode('');
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={480} mt="lg">
      <Stack>
        <Text fw={600} component="h2" fz="md" m={0}>
          Two-step sign-in
        </Text>
        {required && !on && (
          <Alert color="yellow" title="Your account needs two-step sign-in">
            Set it up now: the back office opens once it is on.
          </Alert>
        )}
        {codes && (
          <Alert color="teal" title="Two-step sign-in is on: save your recovery codes">
            <Text size="sm">
              If you lose your phone, each of these codes signs you in once. They are not shown
              again.
            </Text>
            <List size="sm" mt="xs" ff="monospace" data-testid="recovery-codes">
              {codes.map((c) => (
                <List.Item key={c}>{c}</List.Item>
              ))}
            </List>
            <Group gap="sm" mt="sm">
              <CopyButton value={codes.join('\n')}>
                {({ copied, copy }) => (
                  <Button size="compact-sm" variant="light" onClick={copy}>
                    {copied ? 'Copied' : 'Copy the codes'}
                  </Button>
                )}
              </CopyButton>
              <Button size="compact-sm" variant="light" onClick={() => download(codes)}>
                Download the codes
              </Button>
              <Button size="compact-sm" variant="subtle" onClick={() => setCodes(null)}>
                I have saved them
              </Button>
            </Group>
          </Alert>
        )}
        {!on && !enrolment && (
          <>
            <Text size="sm">
              Off. With it on, signing in also asks for a code from an authenticator app on your
              phone (Google Authenticator, Microsoft Authenticator, 1Password…).
            </Text>
            <FormProblem>{problem}</FormProblem>
            <Button onClick={begin} loading={starting.loading} style={{ alignSelf: 'flex-start' }}>
              Set up two-step sign-in
            </Button>
          </>
        )}
        {!on && enrolment && (
          <form onSubmit={turnOn} noValidate>
            <Stack>
              <Text size="sm">
                1. Scan this QR code with your authenticator app, or type the key below into it.
              </Text>
              <Box
                role="img"
                aria-label="QR code for your authenticator app"
                w={180}
                h={180}
                style={{ lineHeight: 0 }}
                dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
              />
              <Text size="sm">
                Key:{' '}
                <Code fz="sm" data-testid="totp-secret" data-secret={enrolment.secret}>
                  {grouped(enrolment.secret)}
                </Code>
              </Text>
              <TextInput
                label="2. The 6-digit code your app shows"
                autoComplete="one-time-code"
                inputMode="numeric"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
              />
              <FormProblem>{problem}</FormProblem>
              <Button
                type="submit"
                loading={confirming.loading}
                style={{ alignSelf: 'flex-start' }}
              >
                Turn on
              </Button>
            </Stack>
          </form>
        )}
        {on && (
          <form onSubmit={turnOff} noValidate>
            <Stack>
              <Text size="sm">On: signing in asks for a code from your authenticator app.</Text>
              <TextInput
                label="A code from your app, or a recovery code, to turn it off"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
              />
              <FormProblem>{problem}</FormProblem>
              <Button
                type="submit"
                color="red"
                variant="light"
                loading={disabling.loading}
                style={{ alignSelf: 'flex-start' }}
              >
                Turn off
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
