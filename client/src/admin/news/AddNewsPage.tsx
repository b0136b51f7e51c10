import { Paper } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { AdminPage } from '../AdminPage';
import { ArticleForm, NEWS_MESSAGES, type ArticleValues } from './ArticleForm';
import { CreateNewsMutation } from './newsDocuments';

export function AddNewsPage() {
  const [createNews] = useMutation(CreateNewsMutation, {
    context: { silent: true },
    // Every cached news page may now be stale: drop them so lists load afresh.
    update(cache) {
      cache.evict({ fieldName: 'news' });
      cache.gc();
    },
  });

  const add = async ({ title, description, date, image }: ArticleValues) => {
    if (!image) return;
    await createNews({ variables: { input: { title, description, date }, image } });
    notifications.show({
      color: 'green',
      title: 'News added',
      message: `“${title}” is published.`,
    });
  };

  return (
    <AdminPage title="Add News" description="Publish a news item on the public site.">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={760}>
        <ArticleForm
          titleLabel="News Title"
          messages={NEWS_MESSAGES}
          submitLabel="Add News"
          resetAfterSubmit
          onSubmit={add}
        />
      </Paper>
    </AdminPage>
  );
}
