import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage, fieldErrorsOf } from '../../api/errors';
import { FormProblem } from '../../components/FormProblem';
import { MyEmailQuery, SetMyEmailMutation } from './emailDocuments';

/**
 * My account → E-mail: where a password reset link and notices about the account (a lockout,
 * a sign-in from a new device) go. Empty: none is sent.
 */
export function EmailPanel() {
  const { data } = useQuery(MyEmailQuery);
  const saved = data?.me.email ?? '';
  /** What the user typed, until saved (null: the saved address). */
  const [draft, setDraft] = useState<string | null>(null);
  const value = draft ?? saved;
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { loading }] = useMutation(SetMyEmailMutation, { context: { silent: true } });
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setProblem(null);
    try {
      await save({ variables: { email: value.trim() || null } });
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields?.email) setError(fields.email);
      else setProblem(errorMessage(err));
      return;
    }
    setDraft(null);
    notifications.show({
      color: 'green',
      message: value.trim() ? 'Your e-mail address is saved.' : 'Your e-mail address is removed.',
    });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={480}>
      <form onSubmit={submit} noValidate aria-labelledby="email-title">
        <Stack>
          <Text fw={600} id="email-title">
            E-mail
          </Text>
          <Text size="sm" c="dimmed">
            Where a link to reset your password goes, and notices about your account (a lockout, a
            sign-in from a new device). Without one, “Forgot password?” cannot help you.
          </Text>
          <TextInput
            label="Your e-mail address"
            type="email"
            autoComplete="email"
            value={value}
            error={error}
            onChange={(e) => setDraft(e.currentTarget.value)}
          />
          <FormProblem>{problem}</FormProblem>
          <Group>
            <Button type="submit" loading={loading} disabled={value.trim() === saved}>
              Save e-mail
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
