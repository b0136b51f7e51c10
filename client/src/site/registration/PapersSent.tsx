import { useState } from 'react';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { errorMessage, fieldErrorsOf } from '../../api/errors';
import { useUploadProgress } from '../../components/useUploadProgress';
import type { DocumentKind } from '../../gql/islands/graphql';
import { useLocale, useLocalePath, useT } from '../../i18n/i18n';
import { PlainButton } from '../forms/layout';
import { UploadBar } from '../forms/UploadBar';
import { paperLabel, sendPaper, type HeldPaper } from './papers';
import classes from './RegistrationPage.module.css';

/** Sending, received, or not received with the reason (in the page's language). */
type Outcome = { state: 'sending' } | { state: 'sent' } | { state: 'failed'; reason: string };

/**
 * The papers sent one by one right after their registration, with its reference and phone
 * (submitPartnerDocument): on a slow phone one file that fails does not lose the others, and
 * each paper says what became of it; the ones that failed can be sent again from here, or
 * later from the status page.
 */
export function usePaperSending() {
  const t = useT();
  const locale = useLocale();
  const progress = useUploadProgress();
  const [outcomes, setOutcomes] = useState<Partial<Record<DocumentKind, Outcome>>>({});
  const [held, setHeld] = useState<{ reference: string; contact: string; papers: HeldPaper[] }>();
  const [busy, setBusy] = useState(false);

  const send = async (reference: string, contact: string, papers: HeldPaper[]) => {
    setHeld({ reference, contact, papers });
    setBusy(true);
    for (const paper of papers) {
      setOutcomes((o) => ({ ...o, [paper.kind]: { state: 'sending' } }));
      const upload = progress.start();
      try {
        await sendPaper({ reference, contact, ...paper }, locale, upload.context.fetchOptions);
        setOutcomes((o) => ({ ...o, [paper.kind]: { state: 'sent' } }));
      } catch (error) {
        const fields = fieldErrorsOf(error);
        const reason = fields ? Object.values(fields)[0] : errorMessage(error, t);
        setOutcomes((o) => ({ ...o, [paper.kind]: { state: 'failed', reason } }));
      } finally {
        progress.done();
      }
    }
    setBusy(false);
  };

  const failed = held?.papers.filter((p) => outcomes[p.kind]?.state === 'failed') ?? [];
  const retry = () => held && void send(held.reference, held.contact, failed);
  const done = held?.papers.filter((p) => outcomes[p.kind]?.state === 'sent').length ?? 0;
  return { send, retry, outcomes, held, failed, busy, done, progress };
}

/** Each paper's outcome under the registration's thank-you, and what to do about a failed one. */
export function PapersSent({ sending }: { sending: ReturnType<typeof usePaperSending> }) {
  const t = useT();
  const localePath = useLocalePath();
  const { held, outcomes, failed, busy, done, progress } = sending;
  if (!held) return null;
  const total = held.papers.length;
  return (
    <section aria-labelledby="papers-sent" aria-live="polite">
      <strong id="papers-sent">{t('reg.docs.title')}</strong>
      <ul className={classes.outcomes}>
        {held.papers.map(({ kind }) => {
          const outcome = outcomes[kind];
          return (
            <li key={kind} data-paper={kind} data-state={outcome?.state ?? 'sending'}>
              {outcome?.state === 'failed' ? (
                <IconAlertCircle size={20} aria-hidden color="var(--mantine-color-red-7)" />
              ) : (
                <IconCircleCheck size={20} aria-hidden />
              )}
              <span>
                {paperLabel(t, kind)}: {outcome?.state === 'sent' && t('reg.docs.sent')}
                {outcome?.state === 'failed' && t('reg.docs.failed', { reason: outcome.reason })}
                {(!outcome || outcome.state === 'sending') && '…'}
              </span>
            </li>
          );
        })}
      </ul>
      {busy && (
        <UploadBar
          percent={progress.percent}
          onCancel={progress.cancel}
          texts={{
            label: t('reg.docs.sending', { done, total }),
            progress: () => t('reg.docs.sending', { done, total }),
            saving: t('booking.upload.saving'),
            cancel: t('booking.upload.cancel'),
          }}
        />
      )}
      {!busy && failed.length > 0 && (
        <>
          <PlainButton variant="light" onClick={sending.retry}>
            {t('reg.docs.retry')}
          </PlainButton>
          <p>
            {t('reg.docs.later')}{' '}
            <a href={localePath(`/status?ref=${encodeURIComponent(held.reference)}`)}>
              {t('reg.docs.statusLink')}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
