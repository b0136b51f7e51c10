import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailOff, IconSend } from '@tabler/icons-react';
import { errorMessage } from '../../api/errors';
import { slashWord, TemplatePicker } from '../cases/TemplatePicker';
import { ReplyMutation } from './conversationDocuments';

export const MAX_REPLY = 10_000;

/** Where staff write the answer; it goes out by e-mail from the server's job queue. */
export function ReplyBox({
  messageId,
  email,
  language,
  mailConfigured,
  onSent,
}: {
  messageId: number;
  email: string;
  /** The visitor's language: its templates are offered first. */
  language: string;
  mailConfigured: boolean;
  onSent: () => unknown;
}) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const word = slashWord(body);
  const [send, { loading }] = useMutation(ReplyMutation, { context: { silent: true } });

  if (!mailConfigured) {
    return (
      <Alert
        color="yellow"
        variant="light"
        icon={<IconMailOff size={18} />}
        title="Replies are off"
      >
        E-mail is not set up on this server (SMTP_URL and MAIL_FROM), so replies cannot be sent from
        here. Write to {email} from your own mail program.
      </Alert>
    );
  }

  const submit = async () => {
    setProblem(null);
    if (!body.trim()) {
      setProblem('Write a reply first');
      return;
    }
    try {
      await send({ variables: { id: messageId, body } });
      setBody('');
      notifications.show({ color: 'green', message: `Reply queued for ${email}.` });
      await onSent();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Stack gap="xs">
      <Textarea
        label="Your reply"
        description={`Sent by e-mail to ${email}, with their message quoted below it. Type / for a template.`}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        maxLength={MAX_REPLY}
        autosize
        minRows={4}
        maxRows={14}
        error={problem}
      />
      {word !== null && (
        <TemplatePicker
          messageId={messageId}
          language={language}
          word={word}
          onUse={(text) => setBody((b) => b.replace(/\/[^\s/]*$/, '') + text)}
        />
      )}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {body.length.toLocaleString('en')} / {MAX_REPLY.toLocaleString('en')}
        </Text>
        <Button onClick={submit} loading={loading} leftSection={<IconSend size={16} aria-hidden />}>
          Send reply
        </Button>
      </Group>
    </Stack>
  );
}
