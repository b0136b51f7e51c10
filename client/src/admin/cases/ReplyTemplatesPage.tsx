import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../api/errors';
import { useTextFields } from '../../components/useTextFields';
import { AdminPage } from '../AdminPage';
import {
  DeleteReplyTemplateMutation,
  ReplyTemplatesQuery,
  SaveReplyTemplateMutation,
} from './caseDocuments';

const EMPTY = { name: '', language: 'en', subject: '', body: '' };

/**
 * /dashbord/reply-templates: the team's replies, per language, with {name}, {reference} and
 * {status_link}; staff pick one by typing / and its name in a message's reply box.
 */
export function ReplyTemplatesPage() {
  const { data, loading } = useQuery(ReplyTemplatesQuery, { variables: { language: null } });
  const refetch = { refetchQueries: ['ReplyTemplates'], awaitRefetchQueries: true };
  const [save, saving] = useMutation(SaveReplyTemplateMutation, {
    ...refetch,
    context: { silent: true },
  });
  const [remove] = useMutation(DeleteReplyTemplateMutation, refetch);
  const [editing, setEditing] = useState<number | null>(null);
  const { values, setValues, field } = useTextFields(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      await save({ variables: { id: editing, ...values } });
      notifications.show({ color: 'green', message: `Template “${values.name}” saved.` });
      setEditing(null);
      setValues(EMPTY);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <AdminPage
      title="Reply templates"
      description="Replies the team reuses. In a message’s reply box, type / and the name; {name}, {reference} and {status_link} are filled in for the visitor."
    >
      <form onSubmit={submit} aria-label={editing ? 'Change template' : 'Add template'}>
        <Stack gap="xs" mb="md" maw={640}>
          <Group align="flex-end" wrap="wrap">
            <TextInput label="Name" required w={220} {...field('name')} />
            <SegmentedControl
              aria-label="Language"
              data={[
                { value: 'en', label: 'English' },
                { value: 'bn', label: 'বাংলা' },
              ]}
              value={values.language}
              onChange={(language) => setValues((v) => ({ ...v, language }))}
            />
          </Group>
          <TextInput label="Subject (optional)" lang={values.language} {...field('subject')} />
          <Textarea
            label="Text"
            required
            autosize
            minRows={4}
            lang={values.language}
            description="Placeholders: {name}, {reference}, {status_link}"
            {...field('body')}
          />
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={saving.loading}>
              {editing ? 'Save changes' : 'Add template'}
            </Button>
            {editing && (
              <Button variant="default" onClick={() => (setEditing(null), setValues(EMPTY))}>
                Cancel
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      {loading && <Text c="dimmed">Loading…</Text>}
      <Table.ScrollContainer minWidth={320}>
        <Table striped aria-label="Reply templates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Template</Table.Th>
              <Table.Th w={180}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.replyTemplates.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Badge size="sm" variant="light">
                      {t.language}
                    </Badge>
                    <Text size="sm" fw={600} lang={t.language}>
                      /{t.name}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed" lang={t.language} lineClamp={2}>
                    {t.body}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconPencil size={14} aria-hidden />}
                      aria-label={`Edit ${t.name}`}
                      onClick={() => (
                        setEditing(t.id),
                        setValues({
                          name: t.name,
                          language: t.language,
                          subject: t.subject,
                          body: t.body,
                        })
                      )}
                    >
                      Edit
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      aria-label={`Delete ${t.name}`}
                      onClick={() => remove({ variables: { id: t.id } }).catch(() => null)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </AdminPage>
  );
}
