import { useState } from 'react';
import { ActionIcon, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { clearToken, getValidToken } from '../api/token';

/** Why a download failed, in words staff can act on. */
function problemOf(status: number): string {
  if (status === 401) return 'Your session has ended. Please sign in again.';
  if (status === 403) return 'Your account is not allowed to download this file.';
  if (status === 404) return 'The file no longer exists.';
  return `The server could not send the file (${status}). Please try again.`;
}

/**
 * Fetches a private file with the stored token in the Authorization header (never in the
 * address: addresses are logged and kept in the history). With `body`, the request is a POST of
 * it as JSON: what selects the file (a search: a phone, a name) stays out of the address too.
 */
export async function fetchWithToken(url: string, body?: Record<string, string>): Promise<Blob> {
  const token = getValidToken();
  if (!token) throw new Error(problemOf(401));
  let response: Response;
  try {
    response = await fetch(
      url,
      body
        ? {
            method: 'POST',
            headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }
        : { headers: { Authorization: `Bearer ${token}` } },
    );
  } catch {
    throw new Error('Cannot reach the server. Check your connection and try again.');
  }
  if (!response.ok) {
    // A refused session is forgotten, as for GraphQL: the route guard then asks to sign in.
    if (response.status === 401) clearToken();
    throw new Error(problemOf(response.status));
  }
  return response.blob();
}

/** A private file (fetchWithToken) handed to the browser as a download: a plain link would go without the token. */
export async function downloadWithToken(
  url: string,
  fileName: string,
  body?: Record<string, string>,
): Promise<void> {
  const blob = await fetchWithToken(url, body);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

interface DownloadButtonProps {
  url: string;
  fileName: string;
  label?: string;
  /** Sent as a JSON POST (see downloadWithToken). */
  body?: Record<string, string>;
  /** The icon alone (a narrow table column): its name for screen readers, the file on hover. */
  iconOnly?: boolean;
}

/** A button that downloads a file only staff may read; failures show as a red notification. */
export function DownloadButton({
  url,
  fileName,
  label = 'Download',
  body,
  iconOnly = false,
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadWithToken(url, fileName, body);
    } catch (error) {
      console.error(`[download] ${url} failed:`, error);
      notifications.show({
        color: 'red',
        title: 'Download failed',
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setBusy(false);
    }
  };
  if (iconOnly)
    return (
      <ActionIcon
        variant="light"
        loading={busy}
        onClick={download}
        aria-label={`${label} ${fileName}`}
        title={fileName}
      >
        <IconDownload size={16} aria-hidden />
      </ActionIcon>
    );
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={busy}
      onClick={download}
      aria-label={`${label} ${fileName}`}
      title={fileName}
    >
      {label}
    </Button>
  );
}
