import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { FilledReplyTemplateQuery, ReplyTemplatesQuery } from './caseDocuments';

/** The word being typed after a `/` at the end of the reply ("/than"), or null. */
export function slashWord(body: string): string | null {
  const match = /(?:^|\s)\/([^\s/]*)$/.exec(body);
  return match ? match[1].toLowerCase() : null;
}

/**
 * The templates offered while staff type `/name` in the reply box, the visitor's language first;
 * picking one shows it filled in for this visitor, and "Use" puts it in the reply.
 */
export function TemplatePicker({
  messageId,
  language,
  word,
  onUse,
}: {
  messageId: number;
  language: string;
  word: string;
  onUse: (text: string) => void;
}) {
  const apollo = useApolloClient();
  const { data } = useQuery(ReplyTemplatesQuery, { variables: { language } });
  const [preview, setPreview] = useState<{ name: string; text: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const found = (data?.replyTemplates ?? []).filter((t) => t.name.toLowerCase().includes(word));

  const pick = async (templateId: number, name: string) => {
    setProblem(null);
    try {
      const { data: filled } = await apollo.query({
        query: FilledReplyTemplateQuery,
        variables: { templateId, messageId },
        fetchPolicy: 'network-only',
      });
      setPreview({ name, text: filled?.filledReplyTemplate ?? '' });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  if (preview) {
    return (
      <Paper withBorder p="sm" radius="md" aria-label="Template preview">
        <Text size="xs" c="dimmed" mb={4}>
          “{preview.name}”, filled in for this visitor:
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {preview.text}
        </Text>
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" size="xs" onClick={() => setPreview(null)}>
            Back
          </Button>
          <Button size="xs" onClick={() => onUse(preview.text)}>
            Use this reply
          </Button>
        </Group>
      </Paper>
    );
  }
  return (
    <Paper withBorder p="xs" radius="md" role="listbox" aria-label="Reply templates">
      {problem && (
        <Text size="sm" c="red">
          {problem}
        </Text>
      )}
      {found.length === 0 ? (
        <Text size="sm" c="dimmed">
          No template matches “/{word}”. Admins add them under Reply templates.
        </Text>
      ) : (
        <Stack gap={2}>
          {found.map((t) => (
            <UnstyledButton
              key={t.id}
              role="option"
              aria-selected={false}
              onClick={() => void pick(t.id, t.name)}
              p={4}
            >
              <Group gap="xs" wrap="nowrap">
                <Badge size="xs" variant={t.language === language ? 'filled' : 'light'}>
                  {t.language}
                </Badge>
                <Text size="sm" fw={600} lang={t.language}>
                  /{t.name}
                </Text>
                <Text size="xs" c="dimmed" truncate lang={t.language}>
                  {t.body}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
