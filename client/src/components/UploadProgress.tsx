import { useRef, useState } from 'react';
import { Button, Group, Progress, Text } from '@mantine/core';
import type { UploadOptions } from '../api/uploadFetch';

/** An upload's progress (0–100, null when none is under way) and how to cancel it. */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);

  /** The mutation's context for one upload; `done()` when the mutation settles. */
  const start = () => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setPercent(0);
    const fetchOptions: UploadOptions = {
      signal: c.signal,
      onUploadProgress: (sent, total) =>
        setPercent(total > 0 ? Math.min(100, Math.round((sent / total) * 100)) : 0),
    };
    return { context: { fetchOptions }, signal: c.signal };
  };
  const done = () => {
    controller.current = null;
    setPercent(null);
  };
  const cancel = () => controller.current?.abort();
  return { percent, start, done, cancel };
}

/** `true` for the error of a cancelled upload: the screen says nothing more about it. */
export const isCancelled = (error: unknown, signal: AbortSignal) =>
  signal.aborted || (error instanceof Error && error.name === 'AbortError');

/** What the bar says; the back office's English by default, a public page's own language when given. */
export interface UploadProgressTexts {
  /** The bar's accessible name. */
  label: string;
  /** Sending, at `percent`. */
  progress: (percent: number) => string;
  /** Every byte sent: the server is storing it. */
  saving: string;
  cancel: string;
}

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
