import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import {
  Button,
  Grid,
  Group,
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
import { LanguageTabs, type PageLocale } from './LanguageTabs';
import { MemberPhoto } from './MemberPhoto';
import { PartsEditor } from './PartsEditor';
import { RevisionsPanel } from './RevisionsPanel';
import { RichBodyEditor } from './RichBodyEditor';
import { useStartBangla } from './useStartBangla';
import {
  draftOf,
  fieldPaths,
  inputOf,
  partErrors,
  useCmsDraft,
  type MemberRow,
} from './useCmsDraft';

/**
 * /dashbord/pages/{slug}: the page's copy, its structure, a preview and its revisions — in English
 * or, under the বাংলা tab (?locale=bn), the Bangla version with its own revisions.
 */
export function EditCmsPagePage() {
  const slug = useParams().slug ?? '';
  const [params, setParams] = useSearchParams();
  const locale: PageLocale = params.get('locale') === 'bn' ? 'bn' : 'en';
  const { data, loading, refetch } = useQuery(AdminCmsPageQuery, {
    variables: { slug, locale },
    fetchPolicy: 'network-only',
  });
  const { startBangla, creating } = useStartBangla(slug, refetch);
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
    setDraft(page ? draftOf(page) : null);
  }, [page, setDraft]);

  const switchTo = (next: PageLocale) => {
    setErrors({});
    setParams(next === 'bn' ? { locale: 'bn' } : {}, { replace: true });
  };

  const uploadImage = async (file: File) => {
    const res = await upload({ variables: { image: file } });
    if (!res.data) throw new Error('The image was not stored');
    return res.data.uploadCmsImage;
  };

  const save = async () => {
    if (!draft) return;
    setErrors({});
    try {
      const res = await update({ variables: { slug, input: inputOf(draft), locale } });
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
    const noBangla = locale === 'bn';
    return (
      <AdminPage title="Edit page">
        <LanguageTabs locale={locale} onChange={switchTo} />
        <NotFoundPanel
          title={noBangla ? 'This page has no Bangla version yet' : 'Page not found'}
          action={
            noBangla ? (
              <Button onClick={startBangla} loading={creating}>
                Start it from the English copy
              </Button>
            ) : (
              <Button component={Link} to="/dashbord/pages">
                Back to the pages
              </Button>
            )
          }
        />
      </AdminPage>
    );
  }

  const memberPhoto = (members: MemberRow[]) => (i: number) => (
    <MemberPhoto
      members={members}
      index={i}
      uploadImage={uploadImage}
      onChange={(rows) => set('members', rows)}
    />
  );
  const publicPath = `${locale === 'bn' ? '/bn' : ''}/pages/${slug}`;

  return (
    <AdminPage
      title={draft ? `Edit: ${page?.title ?? ''}` : 'Edit page'}
      description={
        page ? (
          <>
            <Link to={publicPath}>{publicPath}</Link> · last saved {formatDateTime(page.updatedAt)}
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
      <LanguageTabs locale={locale} onChange={switchTo} />
      {!draft ? (
        <Stack aria-busy="true" aria-label="Loading">
          <Skeleton height={36} />
          <Skeleton height={240} />
        </Stack>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} lang={locale}>
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
              key={`${locale}-${revisionsKey}`}
              slug={slug}
              locale={locale}
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
