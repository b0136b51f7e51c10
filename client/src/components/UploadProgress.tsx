import { Button, Group, Progress, Text } from '@mantine/core';
import type { UploadProgressTexts } from './useUploadProgress';

export { isCancelled, useUploadProgress } from './useUploadProgress';

const ENGLISH: UploadProgressTexts = {
  label: 'Uploading',
  progress: (percent) => `Uploading: ${percent}%`,
  saving: 'Saving…',
  cancel: 'Cancel upload',
};

/**
 * The bar and its Cancel button while a file goes up. Once every byte is sent the server is
 * storing it: cancelling then could not undo it, so the button goes.
 */
export function UploadProgress({
  percent,
  onCancel,
  texts = ENGLISH,
}: {
  percent: number | null;
  onCancel: () => void;
  texts?: UploadProgressTexts;
}) {
  if (percent === null) return null;
  const sent = percent >= 100;
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm">{sent ? texts.saving : texts.progress(percent)}</Text>
        {!sent && (
          <Button size="compact-sm" variant="default" onClick={onCancel}>
            {texts.cancel}
          </Button>
        )}
      </Group>
      <Progress value={percent} aria-label={texts.label} animated={!sent} />
    </div>
  );
}
