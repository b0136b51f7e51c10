import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { errorMessage } from '../../api/errors';
import type { RequestKind } from '../../gql/graphql';
import { formatDateTime } from '../format';
import { AddInternalNoteMutation, InternalNotesQuery } from './caseDocuments';

const MAX_NOTE = 2000;

/** Staff's notes on a request, oldest first: never shown or sent to the visitor. */
export function NotesPanel({ kind, id }: { kind: RequestKind; id: number }) {
  const { data, refetch } = useQuery(InternalNotesQuery, { variables: { kind, id } });
  const [add, { loading }] = useMutation(AddInternalNoteMutation, { context: { silent: true } });
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const notes = data?.internalNotes ?? [];

  const submit = async () => {
    setProblem(null);
    try {
      await add({ variables: { kind, id, body } });
      setBody('');
      await refetch();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg="yellow.0"
      component="section"
      aria-label="Internal notes"
    >
      <Group gap={6} mb="xs">
        <IconLock size={16} aria-hidden />
        <Title order={2} size="h4">
          Internal notes
        </Title>
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        Only staff see these: never the visitor. Write @username to tell a colleague.
      </Text>
      <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {notes.map((note) => (
          <li key={note.id}>
            <Text size="sm" fw={600}>
              {note.author} · {formatDateTime(note.createdAt)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {note.body}
            </Text>
          </li>
        ))}
      </Stack>
      <Textarea
        mt="sm"
        label="Add a note"
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        maxLength={MAX_NOTE}
        autosize
        minRows={2}
        error={problem}
      />
      <Group justify="flex-end" mt="xs">
        <Button variant="light" color="yellow" onClick={submit} loading={loading}>
          Add note
        </Button>
      </Group>
    </Paper>
  );
}
