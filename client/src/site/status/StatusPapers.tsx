import { useId } from 'react';
import { IconAlertCircle, IconCircleCheck, IconClock, IconFileUpload } from '@tabler/icons-react';
import { formatDate } from '../../i18n/format';
import { useLocale, useLocalePath, useT, type MessageId, type Translate } from '../../i18n/i18n';
import { Alert } from '../forms/alerts';
import { textField } from '../forms/fields';
import type { StatusPost } from '../forms/formPost';
import { FormStack, SubmitButton } from '../forms/layout';
import { Wrapper, type FormLike } from '../forms/wrapper';
import classes from './StatusPage.module.css';

type Paper = NonNullable<StatusPost['found']>['documents'][number];

/** The server's papers that carry an expiry date (its EXPIRING). */
const EXPIRING = new Set(['DRIVING_LICENCE', 'TAX_TOKEN', 'FITNESS', 'INSURANCE', 'TRADE_LICENCE']);
/** What the server stores (photos are re-encoded there without what the camera wrote). */
const PAPER_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';
/** The reasons staff pick from a list; any other is their own sentence, shown as written. */
const REASON_CODES = new Set(['BLURRED', 'EXPIRED', 'NAME_MISMATCH']);

const label = (t: Translate, kind: string, part?: string) =>
  t((part ? `doc.${kind}.${part}` : `doc.${kind}`) as MessageId);

const reasonWords = (t: Translate, reason: string) =>
  REASON_CODES.has(reason) ? t(`status.docs.reason.${reason}` as MessageId) : reason;

const ICONS = {
  ACCEPTED: IconCircleCheck,
  PENDING: IconClock,
  REJECTED: IconAlertCircle,
  EXPIRED: IconAlertCircle,
  MISSING: IconFileUpload,
};

/**
 * A registration's papers on the status page (server-rendered, never hydrated): each with where
 * it stands, the staff's reason for a rejected one, and for a rejected, expired or missing one a
 * form that sends a new one, multipart, to this page with the reference and contact in hidden
 * fields (never in the address): server/src/features/status/status-form.ts.
 */
export function StatusPapers({
  papers,
  posted,
  form,
}: {
  papers: Paper[];
  posted: StatusPost;
  form: FormLike;
}) {
  const t = useT();
  const locale = useLocale();
  if (!papers.length) return null;
  return (
    <section aria-labelledby="status-papers" className={classes.papers}>
      <h3 id="status-papers">{t('status.docs.title')}</h3>
      {posted.replaced && (
        <Alert color="brand" icon={<IconCircleCheck size={20} />} role="status">
          {t('status.docs.replaced', { doc: label(t, posted.replaced) })}
        </Alert>
      )}
      <ul className={classes.paperList}>
        {papers.map((paper) => {
          const Icon = ICONS[paper.state];
          const replaceable = ['REJECTED', 'EXPIRED', 'MISSING'].includes(paper.state);
          const refused = Object.keys(posted.errors).some(
            (f) => f === paper.kind || f.startsWith(`${paper.kind}.`),
          );
          return (
            <li key={paper.kind} className={classes.paper} data-state={paper.state}>
              <Icon size={22} aria-hidden className={classes.paperIcon} />
              <div className={classes.paperBody}>
                <strong>{label(t, paper.kind)}</strong>
                <span className={classes.paperState}>
                  {t(`status.docs.state.${paper.state}` as MessageId)}
                </span>
                {paper.reason && (
                  <p className={classes.reason}>
                    {t('status.docs.reason', { reason: reasonWords(t, paper.reason) })}
                  </p>
                )}
                {paper.expiresOn && paper.state !== 'REJECTED' && (
                  <p className={classes.validUntil}>
                    {t('status.docs.validUntil', { date: formatDate(paper.expiresOn, locale) })}
                  </p>
                )}
                {replaceable && (
                  <details open={paper.state === 'REJECTED' || refused}>
                    <summary>{t('status.docs.replace')}</summary>
                    <ReplaceForm kind={paper.kind} posted={posted} form={form} />
                  </details>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** One paper sent again: its number, its expiry (Bangla digits too) and its file. */
function ReplaceForm({ kind, posted, form }: { kind: string; posted: StatusPost; form: FormLike }) {
  const t = useT();
  const localePath = useLocalePath();
  const fileId = useId();
  const fileError = posted.errors[`${kind}.file`];
  const expires = EXPIRING.has(kind);
  return (
    <form
      method="post"
      action={localePath('/status')}
      encType="multipart/form-data"
      noValidate
      aria-label={t('status.docs.send') + ': ' + label(t, kind)}
      className={classes.replace}
    >
      <input type="hidden" name="reference" value={posted.values.reference ?? ''} />
      <input type="hidden" name="contact" value={posted.values.contact ?? ''} />
      <input type="hidden" name="document" value={kind} />
      <FormStack>
        {posted.errors[kind] && (
          <Alert color="red" icon={<IconAlertCircle size={20} />} role="alert">
            {posted.errors[kind]}
          </Alert>
        )}
        {textField(form, `${kind}.number`, label(t, kind, 'number'), { autoComplete: 'off' })}
        {textField(form, `${kind}.expiresOn`, label(t, kind, 'expiresOn'), {
          description: t(expires ? 'reg.docs.dateHint' : 'reg.docs.dateOptional'),
          withAsterisk: expires,
          autoComplete: 'off',
          placeholder: t('reg.docs.datePlaceholder'),
        })}
        <Wrapper
          kind="FileInput"
          id={fileId}
          label={label(t, kind, 'file')}
          required
          error={fileError}
        >
          <input
            id={fileId}
            type="file"
            name={`${kind}.file`}
            accept={PAPER_TYPES}
            className={classes.fileInput}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-error` : undefined}
          />
        </Wrapper>
        <SubmitButton loading={false} alignStart>
          {t('status.docs.send')}
        </SubmitButton>
      </FormStack>
    </form>
  );
}
