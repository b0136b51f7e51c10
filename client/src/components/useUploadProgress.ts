import { useRef, useState } from 'react';
import type { UploadOptions } from '../api/uploadFetch';

/*
 * An upload's progress and cancel, without Mantine: the back office's UploadProgress bar and the
 * booking island's (site/forms/UploadBar.tsx, Mantine's markup without its JavaScript) both show it.
 */

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
