import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Paper, Skeleton, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { NotFoundPanel } from '../../components/NotFoundPanel';
import { AdminPage } from '../AdminPage';
import { ArticleForm, NEWS_MESSAGES, type ArticleValues } from './ArticleForm';
import { AdminNewsItemQuery, UpdateNewsMutation } from './newsDocuments';
import { ignoreFailure } from '../../api/ignoreFailure';

const LIST_PATH = '/dashbord/news/viewnews';

export function EditNewsPage() {
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id > 0;
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(AdminNewsItemQuery, {
    variables: { id },
    skip: !validId,
    fetchPolicy: 'cache-and-network',
  });
  const [updateNews] = useMutation(UpdateNewsMutation, { context: { silent: true } });
  const item = data?.newsItem;

  const save = async ({ title, description, date, image }: ArticleValues) => {
    await updateNews({ variables: { id, input: { title, description, date }, image } });
    notifications.show({
      color: 'green',
      title: 'Changes saved',
      message: `“${title}” is updated.`,
    });
    navigate(LIST_PATH);
  };

  if (validId && error && !item) {
    return (
      <AdminPage title="Edit News">
        <NotFoundPanel
          title="Could not load this news item"
          text="Check your connection and try again."
          action={<Button onClick={() => ignoreFailure(refetch())}>Try again</Button>}
        />
      </AdminPage>
    );
  }

  if (!validId || (!loading && !item)) {
    return (
      <AdminPage title="Edit News">
        <NotFoundPanel
          title="News item not found"
          text="It may have been deleted."
          action={
            <Button component={Link} to={LIST_PATH}>
              Back to the news list
            </Button>
          }
        />
      </AdminPage>
    );
  }

  return (
    <AdminPage title="Edit News" description="Change the text, the date or the image.">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={760}>
        {item ? (
          <ArticleForm
            key={item.id}
            titleLabel="News Title"
            messages={NEWS_MESSAGES}
            submitLabel="Save changes"
            initialValues={{ title: item.title, description: item.description, date: item.date }}
            currentImageUrl={item.imageWebpUrl ?? item.imageUrl}
            onSubmit={save}
            cancelTo={LIST_PATH}
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
