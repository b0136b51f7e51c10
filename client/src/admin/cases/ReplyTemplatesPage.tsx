import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Group,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../api/errors';
import { useEditForm } from '../../components/useTextFields';
import { AdminPage } from '../AdminPage';
import { EditableTable, FormActions } from '../EditableList';
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
  const { data } = useQuery(ReplyTemplatesQuery, { variables: { language: null } });
  const refetch = { refetchQueries: ['ReplyTemplates'], awaitRefetchQueries: true };
  const [save, saving] = useMutation(SaveReplyTemplateMutation, {
    ...refetch,
    context: { silent: true },
  });
  const [remove] = useMutation(DeleteReplyTemplateMutation, refetch);
  const { editing, values, setValues, field, edit, reset } = useEditForm(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    try {
      await save({ variables: { id: editing, ...values } });
      notifications.show({ color: 'green', message: `Template “${values.name}” saved.` });
      reset();
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
          <FormActions
            editing={editing !== null}
            addLabel="Add template"
            loading={saving.loading}
            onCancel={reset}
          />
        </Stack>
      </form>
      <EditableTable
        label="Reply templates"
        minWidth={320}
        rows={data?.replyTemplates}
        columns={[
          {
            header: 'Template',
            render: (t) => (
              <>
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
              </>
            ),
          },
        ]}
        nameOf={(t) => t.name}
        onEdit={(t) =>
          edit(t.id, { name: t.name, language: t.language, subject: t.subject, body: t.body })
        }
        onDelete={(t) => remove({ variables: { id: t.id } }).catch(() => null)}
      />
    </AdminPage>
  );
}
