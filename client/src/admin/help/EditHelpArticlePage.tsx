import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '../../api/errors';
import { AdminPage } from '../AdminPage';
import { UploadCmsImageMutation } from '../cms-pages/cmsPageDocuments';
import { RichBodyEditor } from '../cms-pages/RichBodyEditor';
import { formatDateTime } from '../format';
import {
  AdminHelpArticleQuery,
  CreateHelpArticleMutation,
  RestoreHelpArticleRevisionMutation,
  UpdateHelpArticleMutation,
} from './helpDocuments';

const CATEGORIES = ['riding', 'parcels', 'captains', 'merchants', 'payments', 'safety', 'account'];
const EMPTY = { slug: '', title: '', summary: '', body: '', category: 'riding', draft: true };

/**
 * /dashbord/help/new and /dashbord/help/{slug}?locale=bn: one language of a help article (a new
 * one starts as a draft). Each save keeps the version it replaced; a revision can be put back.
 */
export function EditHelpArticlePage() {
  const slug = useParams().slug ?? 'new';
  const isNew = slug === 'new';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const locale = params.get('locale') === 'bn' ? 'bn' : 'en';
  const { data, refetch } = useQuery(AdminHelpArticleQuery, {
    variables: { slug, locale },
    skip: isNew,
    fetchPolicy: 'network-only',
  });
  const [create, { loading: creating }] = useMutation(CreateHelpArticleMutation);
  const [update, { loading: saving }] = useMutation(UpdateHelpArticleMutation);
  const [restore] = useMutation(RestoreHelpArticleRevisionMutation);
  const [upload] = useMutation(UploadCmsImageMutation);
  const [draft, setDraft] = useState(EMPTY);
  const article = data?.helpArticle;

  // A newly read article (the first load, a save, a restore) replaces what the form shows.
  const [shown, setShown] = useState<typeof article>(undefined);
  if (article && article !== shown) {
    setShown(article);
    setDraft({ ...article });
  }

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const input = () => ({
    title: draft.title,
    summary: draft.summary,
    body: draft.body,
    category: draft.category,
    draft: draft.draft,
  });

  const save = async () => {
    try {
      if (isNew) {
        await create({ variables: { input: { ...input(), slug: draft.slug, locale } } });
        navigate(`/dashbord/help/${draft.slug}?locale=${locale}`, { replace: true });
      } else {
        await update({ variables: { slug, locale, input: input() } });
        await refetch();
      }
      notifications.show({ color: 'green', title: 'Article saved', message: draft.title });
    } catch (error) {
      notifications.show({ color: 'red', title: 'Not saved', message: errorMessage(error) });
    }
  };

  const putBack = async (id: number) => {
    await restore({ variables: { id } });
    await refetch();
  };

  return (
    <AdminPage
      title={isNew ? 'New help article' : `Edit: ${article?.title ?? ''}`}
      description={
        article
          ? `${locale === 'bn' ? '/bn' : ''}/help/${slug} · last saved ${formatDateTime(article.updatedAt)}${article.updatedBy ? ` by ${article.updatedBy}` : ''}`
          : `Language: ${locale === 'bn' ? 'বাংলা' : 'English'}`
      }
    >
      <Paper withBorder radius="md" p="lg">
        <Stack lang={locale}>
          {isNew && (
            <TextInput
              label="Address (slug)"
              description="Lower-case letters, digits and -, the same in both languages"
              value={draft.slug}
              onChange={(e) => set('slug', e.currentTarget.value)}
              required
            />
          )}
          <TextInput
            label="Title"
            value={draft.title}
            onChange={(e) => set('title', e.currentTarget.value)}
            required
          />
          <Textarea
            label="Summary"
            description="One sentence, shown in lists and search results"
            value={draft.summary}
            onChange={(e) => set('summary', e.currentTarget.value)}
            autosize
          />
          <NativeSelect
            label="Category"
            data={CATEGORIES}
            value={draft.category}
            onChange={(e) => set('category', e.currentTarget.value)}
          />
          <Switch
            label="Draft (not on the site)"
            checked={draft.draft}
            onChange={(e) => set('draft', e.currentTarget.checked)}
          />
          <RichBodyEditor
            value={draft.body}
            onChange={(html) => set('body', html)}
            uploadImage={async (file) => {
              const res = await upload({ variables: { image: file } });
              if (!res.data) throw new Error('The image was not stored');
              return res.data.uploadCmsImage;
            }}
            onUploadError={(error) =>
              notifications.show({ color: 'red', title: 'Image', message: errorMessage(error) })
            }
          />
          <Group>
            <Button onClick={save} loading={saving || creating}>
              Save
            </Button>
          </Group>
        </Stack>
      </Paper>
      {!isNew && (data?.helpArticleRevisions.length ?? 0) > 0 && (
        <Paper withBorder radius="md" p="lg" mt="lg">
          <Text fw={600} mb="sm">
            Earlier versions
          </Text>
          <List spacing="xs">
            {data?.helpArticleRevisions.map((r) => (
              <List.Item key={r.id}>
                {formatDateTime(r.savedAt)}
                {r.savedBy ? ` by ${r.savedBy}` : ''}: {r.title}{' '}
                <Button size="compact-xs" variant="light" onClick={() => putBack(r.id)}>
                  Restore
                </Button>
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
    </AdminPage>
  );
}
