import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import type { UploadOptions } from '../api/uploadFetch';
import { UploadProgress, useUploadProgress } from './UploadProgress';

let upload: { context: { fetchOptions: UploadOptions }; signal: AbortSignal } | undefined;

function Uploader() {
  const progress = useUploadProgress();
  return (
    <>
      <button onClick={() => (upload = progress.start())}>Send</button>
      <UploadProgress percent={progress.percent} onCancel={progress.cancel} />
    </>
  );
}

describe('UploadProgress', () => {
  it('shows a progress bar with its value and cancels the upload', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Uploader />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() => upload!.context.fetchOptions.onUploadProgress!(250, 1000));
    const bar = screen.getByRole('progressbar', { name: 'Uploading' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    await user.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(upload!.signal.aborted).toBe(true);
  });

  it('offers no cancel once every byte is sent (the server is storing it)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Uploader />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    act(() => upload!.context.fetchOptions.onUploadProgress!(1000, 1000));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel upload' })).toBeNull();
  });
});
