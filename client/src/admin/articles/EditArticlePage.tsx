import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { ignoreFailure } from '../../api/ignoreFailure';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { AdminPage } from '../AdminPage';
import { ArticleForm, type ArticleValues } from './ArticleForm';
import type { ArticleKind } from './articleKinds';
import { publishedNote, publishInput } from './publishing';

/** /dashbord/editnews/{id} and /dashbord/editpress/{id}: the image is optional here. */
export function EditArticlePage({ kind }: { kind: ArticleKind }) {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(kind.documents.item, {
    variables: { id },
    skip: !validId,
    fetchPolicy: 'cache-and-network',
  });
  const [update] = useMutation(kind.documents.update, { context: { silent: true } });
  const item = data?.item;

  const save = async (values: ArticleValues, context?: object) => {
    const { title, description, date, titleBn, descriptionBn, image } = values;
    const publishing = item ? publishInput(values, item) : {};
    await update({
      variables: {
        id,
        input: { title, description, date, titleBn, descriptionBn, ...publishing },
        image,
      },
      context: { silent: true, ...context },
    });
    notifications.show({
      color: 'green',
      title: 'Changes saved',
      message: `“${title}” is updated and ${publishedNote(values)}.`,
    });
    navigate(kind.paths.list);
  };

  if (validId && error && !item) {
    return (
      <AdminPage title={kind.editTitle}>
        <NotFoundPanel
          title="Could not load this article"
          text="Check your connection and try again."
          action={<Button onClick={() => ignoreFailure(refetch())}>Try again</Button>}
        />
      </AdminPage>
    );
  }

  if (!validId || (!loading && !item)) {
    return (
      <AdminPage title={kind.editTitle}>
        <NotFoundPanel
          title={kind.notFound}
          text="It may have been deleted."
          action={
            <Button component={Link} to={kind.paths.list}>
              Back to the list
            </Button>
          }
        />
      </AdminPage>
    );
  }

  return (
    <AdminPage title={kind.editTitle} description="Change the text, the date or the image.">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={760}>
        {item ? (
          <ArticleForm
            key={`${kind.typename}-${item.id}`}
            titleLabel={kind.titleLabel}
            messages={kind.messages}
            submitLabel="Save changes"
            initialValues={{
              title: item.title,
              description: item.description,
              date: item.date,
              titleBn: item.titleBn ?? '',
              descriptionBn: item.descriptionBn ?? '',
            }}
            published={item}
            currentImageUrl={item.imageWebpUrl ?? item.imageUrl}
            onSubmit={save}
            cancelTo={kind.paths.list}
          />
        ) : (
          <Stack aria-busy="true" aria-label="Loading">
            <Skeleton height={36} />
            <Skeleton height={120} />
            <Skeleton height={36} width={240} />
            <Skeleton height={36} />
          </Stack>
        )}
      </Paper>
    </AdminPage>
  );
}
