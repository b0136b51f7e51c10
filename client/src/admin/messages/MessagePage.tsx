import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { errorMessage } from '../../api/errors';
import type { ConversationQuery as ConversationData } from '../../gql/graphql';
import { AdminPage } from '../AdminPage';
import { EmailLink, PhoneLink } from '../ContactLinks';
import { formatDateTime } from '../format';
import { StatusBadge } from '../workflow/StatusBadge';
import { MESSAGE_STATUSES } from '../workflow/statuses';
import { ConversationQuery, SendReplyAgainMutation } from './conversationDocuments';
import { NotesPanel } from '../cases/NotesPanel';
import { OwnerPanel } from '../cases/OwnerPanel';
import { ReplyBox } from './ReplyBox';

type Reply = NonNullable<ConversationData['message']>['replies'][number];

const REPLY_STATUS: Record<string, [label: string, color: string]> = {
  QUEUED: ['Queued', 'blue'],
  SENT: ['Sent', 'green'],
  FAILED: ['Failed', 'red'],
};

/** While a reply waits for the queue, its status is asked again this often. */
const POLL_MS = 2000;

const bubble = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

function ReplyItem({ reply, onSendAgain }: { reply: Reply; onSendAgain: () => unknown }) {
  const [label, color] = REPLY_STATUS[reply.status] ?? [reply.status, 'gray'];
  return (
    <Paper component="li" withBorder radius="md" p="md" ml={{ base: 'md', sm: 48 }} bg="blue.0">
      <Group justify="space-between" gap="xs" mb={6}>
        <Text size="sm" fw={600}>
          {reply.author} replied · {formatDateTime(reply.createdAt)}
        </Text>
        <Group gap="xs">
          <Badge
            color={color}
            variant="light"
            tt="none"
            aria-label={`E-mail ${label.toLowerCase()}`}
          >
            {label}
          </Badge>
          {reply.status === 'FAILED' && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={onSendAgain}
            >
              Send again
            </Button>
          )}
        </Group>
      </Group>
      <Text size="sm" style={bubble}>
        {reply.body}
      </Text>
    </Paper>
  );
}

/** /dashbord/viewMessage/:id: the visitor's message, every reply with its e-mail's fate, and the reply box. */
export function MessagePage() {
  const id = Number(useParams().id);
  const { data, error, refetch, startPolling, stopPolling } = useQuery(ConversationQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
    skip: !Number.isInteger(id),
  });
  const [sendAgain] = useMutation(SendReplyAgainMutation, { context: { silent: true } });
  const message = data?.message;
  const waiting = message?.replies.some((r) => r.status === 'QUEUED') ?? false;
  useEffect(() => {
    if (!waiting) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [waiting, startPolling, stopPolling]);

  const again = async (reply: Reply) => {
    try {
      await sendAgain({ variables: { id: reply.id } });
      await refetch();
    } catch (problem) {
      notifications.show({ color: 'red', message: errorMessage(problem) });
    }
  };

  const back = (
    <Anchor component={Link} to="/dashbord/viewMessage" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden /> All messages
      </Group>
    </Anchor>
  );
  if (data && !message) {
    return (
      <AdminPage title="Message" actions={back}>
        <Alert color="gray">This message does not exist any more: it was deleted.</Alert>
      </AdminPage>
    );
  }
  return (
    <AdminPage
      title={message?.subject ?? 'Message'}
      description={message && `From ${message.name} · reference ${message.reference}`}
      actions={back}
    >
      {error && !message && <Alert color="red">{errorMessage(error)}</Alert>}
      {!message ? (
        <Skeleton h={240} />
      ) : (
        <Stack gap="md">
          <OwnerPanel
            kind="MESSAGE"
            id={message.id}
            assigneeId={message.assigneeId}
            onChanged={refetch}
          />
          <Stack
            component="ol"
            gap="sm"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Conversation"
          >
            <Paper component="li" withBorder radius="md" p="md">
              <Group justify="space-between" gap="xs" mb={6}>
                <Text size="sm" fw={600}>
                  {message.name} wrote · {formatDateTime(message.createdAt)}
                </Text>
                <StatusBadge
                  workflow={MESSAGE_STATUSES}
                  status={message.status}
                  note={message.statusNote}
                  visitorNote={message.visitorNote}
                />
              </Group>
              <Group gap="md" mb="xs">
                <EmailLink email={message.email} />
                <PhoneLink phone={message.contactNumber} />
              </Group>
              <Text size="sm" style={bubble}>
                {message.message}
              </Text>
            </Paper>
            {message.replies.map((reply) => (
              <ReplyItem key={reply.id} reply={reply} onSendAgain={() => again(reply)} />
            ))}
          </Stack>
          <NotesPanel kind="MESSAGE" id={message.id} />
          <Paper withBorder radius="md" p="md">
            <ReplyBox
              messageId={message.id}
              email={message.email}
              language={message.locale}
              mailConfigured={data?.replyMailConfigured ?? false}
              onSent={refetch}
            />
          </Paper>
        </Stack>
      )}
    </AdminPage>
  );
}
