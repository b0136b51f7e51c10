import { Paper } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { AdminPage } from '../AdminPage';
import { ArticleForm, type ArticleValues } from './ArticleForm';
import type { ArticleKind } from './articleKinds';
import { publishedNote, publishInput } from './publishing';

/** Add News / Add Press Coverage: the kind brings the wording and the mutation. */
export function AddArticlePage({ kind }: { kind: ArticleKind }) {
  const [create] = useMutation(kind.documents.create, {
    context: { silent: true },
    // Every cached page of this kind may now be stale: drop them so lists load afresh.
    update(cache) {
      cache.evict({ fieldName: kind.listField });
      cache.gc();
    },
  });

  const add = async (values: ArticleValues, context?: object) => {
    const { title, description, date, titleBn, descriptionBn, image } = values;
    if (!image) return;
    const publishing = publishInput(values);
    await create({
      variables: {
        input: { title, description, date, titleBn, descriptionBn, ...publishing },
        image,
      },
      context: { silent: true, ...context },
    });
    notifications.show({
      color: 'green',
      title: kind.addedTitle,
      message: `“${title}” ${publishedNote(values)}.`,
    });
  };

  return (
    <AdminPage title={kind.addTitle} description={kind.addDescription}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={760}>
        <ArticleForm
          titleLabel={kind.titleLabel}
          messages={kind.messages}
          submitLabel={kind.addButton}
          resetAfterSubmit
          onSubmit={add}
        />
      </Paper>
    </AdminPage>
  );
}
