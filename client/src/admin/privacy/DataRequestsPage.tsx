import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconShieldLock } from '@tabler/icons-react';
import { errorMessage, fieldErrorsOf } from '../../api/errors';
import { FormProblem } from '../../components/FormProblem';
import type { DataRequestsQuery as DataRequestsData } from '../../gql/graphql';
import { AdminPage } from '../AdminPage';
import { formatDateTime } from '../format';
import { DataRequestsQuery, FulfilDataRequestMutation } from './dataRequestDocuments';

type Request = DataRequestsData['dataRequests'][number];

const DAY = 86_400_000;

/** Days left before the deadline (negative: late), from now. */
const daysLeft = (deadline: string) => Math.ceil((Date.parse(deadline) - Date.now()) / DAY);

function Deadline({ deadline }: { deadline: string | null | undefined }) {
  if (!deadline) return null;
  const left = daysLeft(deadline);
  const color = left < 0 ? 'red' : left <= 7 ? 'orange' : 'gray';
  const words = left < 0 ? `${-left} days late` : left === 0 ? 'due today' : `${left} days left`;
  return (
    <Badge color={color} variant="light" tt="none">
      Due {formatDateTime(deadline).split(',')[0]} · {words}
    </Badge>
  );
}

const holds = (m: Request['matches']) =>
  [
    [m.messages, 'message'],
    [m.reservations, 'booking'],
    [m.registrations, 'registration'],
    [m.documents, 'document'],
  ]
    .filter(([n]) => Number(n) > 0)
    .map(([n, what]) => `${n} ${what}${n === 1 ? '' : 's'}`)
    .join(', ') || 'nothing under this address';

/** Asks before fulfilling: what will happen, and for an erase with journeys ahead, a tick. */
function FulfilDialog({ request, onClose }: { request: Request; onClose: () => void }) {
  const [ahead, setAhead] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fulfil, { loading }] = useMutation(FulfilDataRequestMutation, {
    context: { silent: true },
    refetchQueries: ['DataRequests', 'PrivacyFigures'],
  });
  const erase = request.kind === 'ERASE';
  const submit = async () => {
    setProblem(null);
    try {
      await fulfil({ variables: { id: request.id, journeysAheadConfirmed: ahead } });
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setProblem(fields ? Object.values(fields).join(' ') : errorMessage(error));
    }
  };
  return (
    <Modal opened onClose={onClose} title={erase ? 'Erase this person’s data' : 'Send an export'}>
      <Stack>
        <Text size="sm">
          {erase
            ? `Deletes ${holds(request.matches)} carrying ${request.email}, with their replies, files and search words, and blanks their details in the activity log. This cannot be undone.`
            : `Builds one zip of ${holds(request.matches)} and e-mails ${request.email} a link that works for 7 days.`}
        </Text>
        {erase && request.matches.journeysAhead > 0 && (
          <Checkbox
            checked={ahead}
            onChange={(e) => setAhead(e.currentTarget.checked)}
            label={`Also erase ${request.matches.journeysAhead} booking(s) whose journey is still ahead`}
          />
        )}
        <FormProblem>{problem}</FormProblem>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={erase ? 'red' : undefined} loading={loading} onClick={submit}>
            {erase ? 'Erase' : 'Send export'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RequestCard({ request, onFulfil }: { request: Request; onFulfil?: () => void }) {
  return (
    <Card withBorder radius="md" padding="md" data-request={request.id}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge color={request.kind === 'ERASE' ? 'red' : 'blue'} variant="light">
              {request.kind === 'ERASE' ? 'Erase' : 'Export'}
            </Badge>
            {request.fulfilledAt ? (
              <Badge color="green" variant="light" tt="none">
                Done {formatDateTime(request.fulfilledAt)} by {request.fulfilledBy}
              </Badge>
            ) : (
              <Deadline deadline={request.deadline} />
            )}
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {request.email}
          </Text>
          <Text size="sm" c="dimmed">
            Confirmed {request.confirmedAt ? formatDateTime(request.confirmedAt) : '—'} ·{' '}
            {request.locale === 'bn' ? 'Bangla' : 'English'} ·{' '}
            {request.outcome ?? holds(request.matches)}
          </Text>
        </Stack>
        {onFulfil && (
          <Button size="sm" onClick={onFulfil} color={request.kind === 'ERASE' ? 'red' : undefined}>
            Fulfil
          </Button>
        )}
      </Group>
    </Card>
  );
}

/**
 * Data requests: what visitors asked for and confirmed by e-mail, oldest first
 * with the 30-day deadline, fulfilled from here; and the last ones done.
 */
export function DataRequestsPage() {
  const [done, setDone] = useState<'open' | 'done'>('open');
  const [acting, setActing] = useState<Request | null>(null);
  const { data, error, loading } = useQuery(DataRequestsQuery, {
    variables: { done: done === 'done' },
    fetchPolicy: 'cache-and-network',
  });
  const requests = data?.dataRequests ?? [];
  return (
    <AdminPage
      title="Data requests"
      description="Copies and erasures visitors asked for and confirmed by e-mail. Answer each within 30 days."
      actions={
        <SegmentedControl
          value={done}
          onChange={(v) => setDone(v as 'open' | 'done')}
          data={[
            { value: 'open', label: 'Waiting' },
            { value: 'done', label: 'Done' },
          ]}
        />
      }
    >
      {error && <FormProblem>{errorMessage(error)}</FormProblem>}
      {!loading && !error && requests.length === 0 && (
        <Alert variant="light" icon={<IconShieldLock size={18} />}>
          {done === 'open'
            ? 'No data request is waiting.'
            : 'No data request has been fulfilled yet.'}
        </Alert>
      )}
      <Stack gap="sm">
        {requests.map((r) => (
          <RequestCard
            key={r.id}
            request={r}
            onFulfil={r.fulfilledAt ? undefined : () => setActing(r)}
          />
        ))}
      </Stack>
      {acting && <FulfilDialog request={acting} onClose={() => setActing(null)} />}
    </AdminPage>
  );
}
