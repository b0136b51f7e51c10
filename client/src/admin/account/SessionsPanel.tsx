import { useState } from 'react';
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@apollo/client/react';
import { errorMessage } from '../../api/errors';
import { FormProblem } from '../../components/FormProblem';
import { formatDateTime } from '../format';
import { EndOtherSessionsMutation, EndSessionMutation, MySessionsQuery } from './sessionDocuments';

/** "My account": where the user is signed in, with Sign out for each and for all the others. */
export function SessionsPanel() {
  const { data, loading, error, refetch } = useQuery(MySessionsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [endOne] = useMutation(EndSessionMutation, { context: { silent: true } });
  const [ending, setEnding] = useState<string | null>(null);
  const [endOthers, endingOthers] = useMutation(EndOtherSessionsMutation);
  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current).length;

  const run = async (work: () => Promise<string>) => {
    setProblem(null);
    try {
      const message = await work();
      await refetch();
      notifications.show({ color: 'green', message });
    } catch (err) {
      setProblem(errorMessage(err));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} maw={720}>
      <Stack>
        <Group justify="space-between" gap="sm">
          <Text fw={600} component="h2" fz="md" m={0}>
            Where you are signed in
          </Text>
          <Button
            variant="light"
            color="red"
            disabled={others === 0}
            loading={endingOthers.loading}
            onClick={() =>
              run(async () => {
                const res = await endOthers();
                const n = res.data?.endOtherSessions ?? 0;
                return `Signed out ${n} other session${n === 1 ? '' : 's'}.`;
              })
            }
          >
            Sign out everywhere else
          </Button>
        </Group>
        {loading && !data && <Loader size="sm" aria-label="Loading sessions" />}
        {error && !data && <FormProblem>{errorMessage(error)}</FormProblem>}
        <FormProblem>{problem}</FormProblem>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {sessions.map((s) => (
            <Paper key={s.id} component="li" withBorder radius="sm" p="sm">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Group gap="xs">
                    <Text fw={500}>{s.device}</Text>
                    {s.current && (
                      <Badge color="green" variant="light" c="brand.9" tt="none">
                        This device
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed">
                    IP {s.ip || 'unknown'} · last seen {formatDateTime(s.lastSeenAt)} · signed in{' '}
                    {formatDateTime(s.createdAt)}
                  </Text>
                </div>
                {!s.current && (
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`Sign out ${s.device}, last seen ${formatDateTime(s.lastSeenAt)}`}
                    loading={ending === s.id}
                    onClick={() =>
                      run(async () => {
                        setEnding(s.id);
                        try {
                          await endOne({ variables: { id: s.id } });
                        } finally {
                          setEnding(null);
                        }
                        return `Signed out ${s.device}.`;
                      })
                    }
                  >
                    Sign out
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
