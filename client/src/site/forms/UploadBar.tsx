import type { CSSProperties } from 'react';
import type { UploadProgressTexts } from '../../components/useUploadProgress';
import { PlainButton, SmallText } from './layout';

/**
 * The back office's UploadProgress (components/UploadProgress.tsx) as the markup Mantine renders
 * for it (Group, Text, Button, Progress), for the booking island, which does not load Mantine:
 * the bar and its Cancel button while a file goes up; once every byte is sent the server is
 * storing it, cancelling could not undo it, so the button goes.
 */
export function UploadBar({
  percent,
  onCancel,
  texts,
}: {
  percent: number | null;
  onCancel: () => void;
  texts: UploadProgressTexts;
}) {
  if (percent === null) return null;
  const sent = percent >= 100;
  const group = {
    '--group-gap': 'var(--mantine-spacing-xs)',
    '--group-align': 'center',
    '--group-justify': 'space-between',
    '--group-wrap': 'wrap',
    marginBottom: 'calc(0.25rem * var(--mantine-scale))',
  } as CSSProperties;
  const section = {
    '--progress-section-size': `${percent}%`,
    '--progress-section-color': 'var(--mantine-color-brand-filled)',
  } as CSSProperties;
  return (
    <div>
      <div style={group} className="m_4081bf90 mantine-Group-root">
        <SmallText>{sent ? texts.saving : texts.progress(percent)}</SmallText>
        {!sent && (
          <PlainButton variant="compact-default" onClick={onCancel}>
            {texts.cancel}
          </PlainButton>
        )}
      </div>
      <div className="m_db6d6462 mantine-Progress-root">
        <div
          style={section}
          className="m_2242eb65 mantine-Progress-section"
          data-striped={sent ? undefined : 'true'}
          data-animated={sent ? undefined : 'true'}
          aria-label={texts.label}
          role="progressbar"
          aria-valuemax={100}
          aria-valuemin={0}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
        />
      </div>
    </div>
  );
}
