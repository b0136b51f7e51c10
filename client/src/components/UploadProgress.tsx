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

/**
 * The bar and its Cancel button while a file goes up. Once every byte is sent the server is
 * storing it: cancelling then could not undo it, so the button goes.
 */
export function UploadProgress({
  percent,
  onCancel,
  label = 'Uploading',
}: {
  percent: number | null;
  onCancel: () => void;
  label?: string;
}) {
  if (percent === null) return null;
  const sent = percent >= 100;
  return (
    <div>
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm">{sent ? 'Saving…' : `${label}: ${percent}%`}</Text>
        {!sent && (
          <Button size="compact-sm" variant="default" onClick={onCancel}>
            Cancel upload
          </Button>
        )}
      </Group>
      <Progress value={percent} aria-label={label} animated={!sent} />
    </div>
  );
}
