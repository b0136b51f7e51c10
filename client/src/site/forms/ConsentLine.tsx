import type { CSSProperties } from 'react';
import { T, useLocalePath, type MessageId } from '../../i18n/i18n';

/** The privacy notice, a CMS page in both languages. */
export const PRIVACY_NOTICE_PATH = '/pages/privacy-policy';

const PURPOSES = {
  contact: 'consent.contact',
  booking: 'consent.booking',
  registration: 'consent.registration',
} as const satisfies Record<string, MessageId>;

/**
 * What the visitor's details are for, and the privacy notice, right above the form's submit
 * button: sending is consenting to it, so the line is where the decision is.
 * The server records which version of the notice was in force (server/src/records/inbox/inbox.service.ts).
 */
export function ConsentLine({ purpose }: { purpose: keyof typeof PURPOSES }) {
  const localePath = useLocalePath();
  const style = {
    '--text-fz': 'var(--mantine-font-size-sm)',
    '--text-lh': 'var(--mantine-line-height-md)',
    color: 'var(--mantine-color-dimmed)',
  } as CSSProperties;
  return (
    <p
      style={style}
      className="mantine-focus-auto m_b6d8b162 mantine-Text-root"
      data-size="sm"
      data-consent={purpose}
    >
      <T id={PURPOSES[purpose]} components={{ 0: <a href={localePath(PRIVACY_NOTICE_PATH)} /> }} />
    </p>
  );
}
