import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Center, Group, Loader, Modal, Stack } from '@mantine/core';
import { IconExternalLink, IconFileSearch } from '@tabler/icons-react';
import { fetchWithToken } from '../../components/DownloadButton';
import { inSentence } from './documentsDocuments';

interface Shown {
  url: string;
  type: string;
}

/**
 * A partner's paper opened for staff: fetched with the token in the Authorization header (the
 * server logs each opening), shown here from a blob: address that lives in this tab only, and
 * offered in a new tab from the same blob. The token never goes in an address.
 */
export function OpenDocumentButton({
  url,
  title,
  contentType,
}: {
  url: string;
  title: string;
  contentType: string;
}) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The blob is freed when the preview closes (or the panel goes).
  useEffect(() => (shown ? () => URL.revokeObjectURL(shown.url) : undefined), [shown]);

  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      const blob = await fetchWithToken(url);
      setShown({ url: URL.createObjectURL(blob), type: blob.type || contentType });
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconFileSearch size={14} aria-hidden />}
        loading={busy}
        onClick={() => void open()}
        aria-label={`Open the ${inSentence(title)} file`}
      >
        Open
      </Button>
      {error && (
        <Alert color="red" variant="light" p="xs" w="100%">
          {error}
        </Alert>
      )}
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={title}
        size="xl"
        centered
        radius="md"
      >
        {shown ? (
          <Stack gap="sm">
            {shown.type.startsWith('image/') ? (
              <img
                src={shown.url}
                alt={`The ${inSentence(title)} as sent`}
                style={{ maxWidth: '100%', maxHeight: '70vh', objectFit: 'contain' }}
              />
            ) : (
              <iframe
                src={shown.url}
                title={`The ${inSentence(title)} as sent`}
                style={{ width: '100%', height: '70vh', border: 0 }}
              />
            )}
            <Group justify="flex-end">
              <Anchor href={shown.url} target="_blank" rel="noopener" size="sm">
                <Group gap={4} component="span">
                  Open in a new tab <IconExternalLink size={14} aria-hidden />
                </Group>
              </Anchor>
            </Group>
          </Stack>
        ) : (
          <Center h={120}>
            <Loader size="sm" />
          </Center>
        )}
      </Modal>
    </>
  );
}
