import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  Button,
  FileButton,
  Grid,
  Group,
  Image,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { IconEye } from '@tabler/icons-react';
import { errorMessage } from '../../api/errors';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { AdminPage } from '../AdminPage';
import { formatDateTime } from '../format';
import {
  AdminCmsPageQuery,
  UpdateCmsPageMutation,
  UploadCmsImageMutation,
} from './cmsPageDocuments';
import { CmsPreview } from './CmsPreview';
import { PartsEditor } from './PartsEditor';
import { RevisionsPanel } from './RevisionsPanel';
import { RichBodyEditor } from './RichBodyEditor';
import {
  draftOf,
  fieldPaths,
  inputOf,
  partErrors,
  useCmsDraft,
  type MemberRow,
} from './useCmsDraft';

/** /dashbord/pages/{slug}: the page's copy, its structure, a preview and its revisions. */
export function EditCmsPagePage() {
  const slug = useParams().slug ?? '';
  const { data, loading, refetch } = useQuery(AdminCmsPageQuery, {
    variables: { slug },
    fetchPolicy: 'network-only',
  });
  const [update, { loading: saving }] = useMutation(UpdateCmsPageMutation, {
    context: { silent: true },
  });
  const [upload] = useMutation(UploadCmsImageMutation);
  const { draft, setDraft, update: set } = useCmsDraft();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [previewing, setPreviewing] = useState(false);
  const [revisionsKey, setRevisionsKey] = useState(0);
  const page = data?.cmsPage;

  useEffect(() => {
    if (page) setDraft(draftOf(page));
  }, [page, setDraft]);

  const uploadImage = async (file: File) => {
    const res = await upload({ variables: { image: file } });
    if (!res.data) throw new Error('The image was not stored');
    return res.data.uploadCmsImage;
  };

  const save = async () => {
    if (!draft) return;
    setErrors({});
    try {
      const res = await update({ variables: { slug, input: inputOf(draft) } });
      if (res.data) setDraft(draftOf(res.data.updateCmsPage));
      setRevisionsKey((k) => k + 1);
      notifications.show({
        color: 'green',
        title: 'Page saved',
        message: 'The public page shows it now.',
      });
    } catch (error) {
      setErrors(fieldPaths(error));
      notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(error) });
    }
  };

  if (!loading && !page) {
    return (
      <AdminPage title="Edit page">
        <NotFoundPanel
          title="Page not found"
          action={
            <Button component={Link} to="/dashbord/pages">
              Back to the pages
            </Button>
          }
        />
      </AdminPage>
    );
  }

  const memberPhoto = (members: MemberRow[]) => (i: number) => (
    <Group gap="sm">
      {members[i].photoUrl && <Image src={members[i].photoUrl} alt="" w={48} h={48} radius="xl" />}
      <FileButton
        accept="image/jpeg,image/png,image/webp,image/gif"
        onChange={(file) => {
          if (!file) return;
          uploadImage(file)
            .then((url) =>
              set(
                'members',
                members.map((m, j) => (j === i ? { ...m, photoUrl: url } : m)),
              ),
            )
            .catch((e: unknown) =>
              notifications.show({
                color: 'red',
                title: 'Photo not stored',
                message: errorMessage(e),
              }),
            );
        }}
      >
        {(props) => (
          <Button size="xs" variant="default" {...props}>
            {members[i].photoUrl ? 'Change photo' : 'Add photo'}
          </Button>
        )}
      </FileButton>
      {members[i].photoUrl ? (
        <Button
          size="xs"
          variant="subtle"
          onClick={() =>
            set(
              'members',
              members.map((m, j) => (j === i ? { ...m, photoUrl: '' } : m)),
            )
          }
        >
          Use initials
        </Button>
      ) : (
        <Text size="xs" c="dimmed">
          Without a photo the page draws the initials.
        </Text>
      )}
    </Group>
  );

  return (
    <AdminPage
      title={draft ? `Edit: ${page?.title ?? ''}` : 'Edit page'}
      description={
        page ? (
          <>
            <Link to={`/pages/${page.slug}`}>/pages/{page.slug}</Link> · last saved{' '}
            {formatDateTime(page.updatedAt)}
            {page.updatedBy ? ` by ${page.updatedBy}` : ''}
          </>
        ) : undefined
      }
      actions={
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
            onClick={() => setPreviewing(true)}
            disabled={!draft}
          >
            Preview
          </Button>
          <Button onClick={save} loading={saving} disabled={!draft}>
            Save
          </Button>
        </Group>
      }
    >
      {!draft ? (
        <Stack aria-busy="true" aria-label="Loading">
          <Skeleton height={36} />
          <Skeleton height={240} />
        </Stack>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              <Stack gap="md">
                <TextInput
                  label="Title"
                  required
                  value={draft.title}
                  error={errors.title}
                  onChange={(e) => set('title', e.currentTarget.value)}
                />
                <Textarea
                  label="Lead"
                  description="The sentence under the title"
                  autosize
                  minRows={2}
                  value={draft.lead}
                  error={errors.lead}
                  onChange={(e) => set('lead', e.currentTarget.value)}
                />
                <Textarea
                  label="Description"
                  description="What search engines and link previews show (up to 300 characters)"
                  autosize
                  minRows={2}
                  value={draft.description}
                  error={errors.description}
                  onChange={(e) => set('description', e.currentTarget.value)}
                />
                {draft.members && (
                  <PartsEditor
                    title="Team members"
                    noun="member"
                    columns={[
                      { key: 'name', label: 'Name' },
                      { key: 'role', label: 'Role' },
                      { key: 'bio', label: 'Bio', multiline: true },
                    ]}
                    rows={draft.members}
                    onChange={(rows) =>
                      set(
                        'members',
                        rows.map((r) => ({ photoUrl: '', ...r }) as MemberRow),
                      )
                    }
                    errors={partErrors(errors, 'members')}
                    extra={memberPhoto(draft.members)}
                  />
                )}
                {draft.faqs && (
                  <PartsEditor
                    title="Questions"
                    noun="question"
                    columns={[
                      { key: 'group', label: 'Topic' },
                      { key: 'question', label: 'Question' },
                      { key: 'answer', label: 'Answer', multiline: true },
                    ]}
                    rows={draft.faqs}
                    onChange={(rows) => set('faqs', rows)}
                    errors={partErrors(errors, 'faqs')}
                  />
                )}
                <RichBodyEditor
                  value={draft.body}
                  onChange={(html) => set('body', html)}
                  uploadImage={uploadImage}
                  onUploadError={(e) =>
                    notifications.show({
                      color: 'red',
                      title: 'Image not stored',
                      message: errorMessage(e),
                    })
                  }
                />
                {errors.body && (
                  <Text c="red" size="sm">
                    {errors.body}
                  </Text>
                )}
                {draft.fines && (
                  <PartsEditor
                    title="Fines table"
                    noun="fine"
                    columns={[
                      { key: 'violation', label: 'Violation', multiline: true },
                      { key: 'appliesTo', label: 'Applies to' },
                      { key: 'penalty', label: 'Penalty' },
                    ]}
                    rows={draft.fines}
                    onChange={(rows) => set('fines', rows)}
                    errors={partErrors(errors, 'fines')}
                  />
                )}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <RevisionsPanel
              key={revisionsKey}
              slug={slug}
              onRestored={() => {
                setErrors({});
                void refetch();
              }}
            />
          </Grid.Col>
        </Grid>
      )}
      <CmsPreview
        content={previewing && draft ? draft : null}
        label="Preview"
        onClose={() => setPreviewing(false)}
      />
    </AdminPage>
  );
}
