import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage, fieldErrorsOf } from '../../api/errors';
import { FormProblem } from '../../components/FormProblem';
import { formatDateTime } from '../format';
import {
  AddPasskeyMutation,
  MyPasskeysQuery,
  RemovePasskeyMutation,
  StartPasskeyRegistrationMutation,
} from './passkeyDocuments';

/** The browser said no (cancelled, timed out, no authenticator): in words, not its exception. */
function browserProblem(err: unknown): string | null {
  if (err instanceof Error && /NotAllowedError|InvalidStateError|AbortError/.test(err.name)) {
    return err.name === 'InvalidStateError'
      ? 'This device already has a passkey for your account.'
      : 'The passkey was not created: the request was cancelled or timed out.';
  }
  return null;
}

/**
 * My account → Passkeys: sign in with the phone's or laptop's screen lock
 * instead of a password and a code. Add one (named), see them, remove one.
 */
export function PasskeysPanel() {
  const { data, refetch } = useQuery(MyPasskeysQuery, { fetchPolicy: 'cache-and-network' });
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [start] = useMutation(StartPasskeyRegistrationMutation);
  const [add] = useMutation(AddPasskeyMutation, { context: { silent: true } });
  const [remove] = useMutation(RemovePasskeyMutation);
  const passkeys = data?.myPasskeys ?? [];

  const create = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setNameError(null);
    if (!name.trim()) {
      setNameError('Give the passkey a name, e.g. “Work laptop”');
      return;
    }
    setBusy(true);
    try {
      const { startRegistration } = await import('@simplewebauthn/browser');
      const { data: options } = await start();
      if (!options) return;
      const response = await startRegistration({
        optionsJSON: JSON.parse(options.startPasskeyRegistration),
      });
      await add({ variables: { name: name.trim(), response: JSON.stringify(response) } });
      setName('');
      await refetch();
      notifications.show({ color: 'green', message: 'Your passkey is added.' });
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields?.name) setNameError(fields.name);
      else setProblem(fields?.response ?? browserProblem(err) ?? errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const drop = async (id: number, label: string) => {
    setProblem(null);
    try {
      await remove({ variables: { id } });
      await refetch();
      notifications.show({ color: 'green', message: `The passkey “${label}” is removed.` });
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720}>
      <Stack>
        <Text fw={600} id="passkeys-title">
          Passkeys
        </Text>
        <Text size="sm" c="dimmed">
          A passkey signs you in with this device’s fingerprint, face or screen lock: no password
          and no code. It only works on this site.
        </Text>
        {passkeys.length ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {passkeys.map((p) => (
              <Group
                key={p.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                data-testid="passkey"
              >
                <Stack gap={0}>
                  <Text fw={500}>{p.name}</Text>
                  <Text size="xs" c="dimmed">
                    Added {formatDateTime(p.createdAt)}
                    {p.lastUsedAt
                      ? ` · last used ${formatDateTime(p.lastUsedAt)}`
                      : ' · never used'}
                  </Text>
                </Stack>
                <Button
                  variant="light"
                  color="red"
                  size="xs"
                  aria-label={`Remove the passkey ${p.name}`}
                  onClick={() => void drop(p.id, p.name)}
                >
                  Remove
                </Button>
              </Group>
            ))}
          </Stack>
        ) : (
          <Text size="sm">No passkey yet.</Text>
        )}
        <form onSubmit={create} noValidate aria-labelledby="passkeys-title">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              label="Name of the new passkey"
              placeholder="Work laptop"
              maxLength={64}
              value={name}
              error={nameError}
              onChange={(e) => setName(e.currentTarget.value)}
              style={{ flex: '1 1 200px' }}
            />
            <Button type="submit" loading={busy}>
              Add a passkey
            </Button>
          </Group>
        </form>
        <FormProblem>{problem}</FormProblem>
      </Stack>
    </Paper>
  );
}
