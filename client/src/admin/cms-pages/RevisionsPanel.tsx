import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatDateTime } from '../format';
import { CmsPageRevisionsQuery, RestoreCmsPageRevisionMutation } from './cmsPageDocuments';
import { CmsPreview, type PreviewContent } from './CmsPreview';

/** Earlier versions of a page: view one as the public would see it, or put it back. */
export function RevisionsPanel({
  slug,
  locale,
  onRestored,
}: {
  slug: string;
  /** Each language of a page keeps its own revisions. */
  locale: string;
  onRestored: () => void;
}) {
  const { data, refetch } = useQuery(CmsPageRevisionsQuery, {
    variables: { slug, locale },
    fetchPolicy: 'cache-and-network',
  });
  const [restore] = useMutation(RestoreCmsPageRevisionMutation);
  const [viewing, setViewing] = useState<PreviewContent | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const revisions = data?.cmsPageRevisions ?? [];
  const when = (r: (typeof revisions)[number]) =>
    `${formatDateTime(r.savedAt)} by ${r.savedBy ?? 'the original site'}`;

  const confirmRestore = async () => {
    if (restoring === null) return;
    await restore({ variables: { id: restoring, slug, locale } });
    setRestoring(null);
    notifications.show({
      color: 'green',
      title: 'Revision restored',
      message: 'The page shows it now.',
    });
    onRestored();
    await refetch();
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Revisions
        </Title>
        {revisions.length === 0 && (
          <Text c="dimmed">No earlier versions yet: each save adds one.</Text>
        )}
        <Stack gap="xs" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {revisions.map((r) => (
            <li key={r.id}>
              <Group justify="space-between" gap="xs" wrap="wrap">
                <div>
                  <Text size="sm" fw={600}>
                    {r.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Saved {when(r)}
                  </Text>
                </div>
                <Group gap={6}>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={`View the version saved ${when(r)}`}
                    onClick={() => setViewing(r)}
                  >
                    View
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    aria-label={`Restore the version saved ${when(r)}`}
                    onClick={() => setRestoring(r.id)}
                  >
                    Restore
                  </Button>
                </Group>
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
      <CmsPreview content={viewing} label="Earlier version" onClose={() => setViewing(null)} />
      <ConfirmDialog
        opened={restoring !== null}
        title="Restore this version?"
        confirmLabel="Restore"
        confirmColor="brand"
        onConfirm={confirmRestore}
        onClose={() => setRestoring(null)}
      >
        The page will show this version at once. What it shows now is kept as a revision.
      </ConfirmDialog>
    </Paper>
  );
}
