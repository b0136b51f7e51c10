import { useContext } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { T, useLocalePath, useT, type MessageId } from '../../i18n/i18n';
import { Alert } from '../forms/alerts';
import { PRIVACY_NOTICE_PATH } from '../forms/ConsentLine';
import { textField } from '../forms/fields';
import { FormPostContext, type PrivacyPost } from '../forms/formPost';
import { PostBackCard, PostBackForm, postedFields } from '../forms/PostBackForm';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Split } from '../ui/Split';
import classes from './PrivacyRequestPage.module.css';

const PATH = '/privacy/request';
type Kind = 'EXPORT' | 'ERASE';

/** What each outcome of a post says, and how. */
const OUTCOMES: Record<
  NonNullable<PrivacyPost['outcome']>,
  { title: MessageId; text: MessageId; ok: boolean }
> = {
  asked: { title: 'privacy.asked', text: 'privacy.askedText', ok: true },
  confirmed: { title: 'privacy.confirmed', text: 'privacy.confirmedText', ok: true },
  already: { title: 'privacy.already', text: 'privacy.alreadyText', ok: true },
  expired: { title: 'privacy.expired', text: 'privacy.expiredText', ok: false },
  unknown: { title: 'privacy.unknown', text: 'privacy.expiredText', ok: false },
};

function RequestForm({ posted }: { posted: PrivacyPost | null }) {
  const t = useT();
  const form = postedFields({ email: '' }, posted);
  // Nothing chosen until the visitor chooses: an erasure cannot be undone (PRODUCT.md §19).
  const chosen = posted?.values.kind;
  const kind: Kind | null = chosen === 'EXPORT' || chosen === 'ERASE' ? chosen : null;
  const error = posted?.errors.kind;
  return (
    <PostBackForm path={PATH} label={t('privacy.form')} submit={t('privacy.submit')}>
      <fieldset
        className={classes.kinds}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'privacy-kind-error' : undefined}
      >
        <legend>{t('privacy.kind')}</legend>
        {(['EXPORT', 'ERASE'] as const).map((value) => (
          <label key={value} className={classes.kind}>
            <input type="radio" name="kind" value={value} defaultChecked={value === kind} />
            <span>{t(`privacy.kind.${value}`)}</span>
          </label>
        ))}
        <p className={classes.kindNote}>{t('privacy.eraseFinal')}</p>
        {error && (
          <p id="privacy-kind-error" className={classes.kindError}>
            {error}
          </p>
        )}
      </fieldset>
      {textField(form, 'email', t('privacy.email'), {
        type: 'email',
        autoComplete: 'email',
        description: t('privacy.emailHint'),
      })}
    </PostBackForm>
  );
}

/** The e-mailed link lands here: one button confirms (a POST, so opening the link does not). */
function ConfirmForm({ token }: { token: string }) {
  const t = useT();
  return (
    <PostBackForm path={PATH} label={t('privacy.confirmForm')} submit={t('privacy.confirmButton')}>
      <div>
        <p>{t('privacy.confirmText')}</p>
        <p className={classes.final}>{t('privacy.confirmEraseFinal')}</p>
      </div>
      <input type="hidden" name="confirm" value={token} />
    </PostBackForm>
  );
}

/**
 * /privacy/request and /bn/privacy/request: a visitor asks for a copy or the
 * deletion of their data, and confirms it from the e-mailed link. Rendered on the server and
 * never hydrated: both forms post to this page (server/src/features/privacy/privacy-form.ts), with
 * JavaScript on or off alike.
 */
export function PrivacyRequestPage() {
  const t = useT();
  const localePath = useLocalePath();
  const [params] = useSearchParams();
  const post = useContext(FormPostContext);
  const posted = post?.form === 'privacy' ? post : null;
  const outcome = posted?.outcome && OUTCOMES[posted.outcome];
  const token = (params.get('confirm') ?? '').slice(0, 100);
  const confirming = token && !posted;
  return (
    <InnerPage
      name={t('privacy.name')}
      description={t('privacy.description')}
      title={t('privacy.title')}
      lead={t('privacy.lead')}
    >
      <Split columns="minmax(0, 1fr) 340px">
        <PostBackCard
          id="privacy-ask"
          heading={t(confirming ? 'privacy.confirmHeading' : 'privacy.ask')}
          posted={posted}
        >
          {outcome && (
            <Alert
              color={outcome.ok ? 'brand' : 'red'}
              icon={outcome.ok ? <IconCircleCheck size={20} /> : <IconAlertCircle size={20} />}
              role={outcome.ok ? 'status' : 'alert'}
              title={t(outcome.title)}
            >
              {t(outcome.text)}
            </Alert>
          )}
          {confirming ? <ConfirmForm token={token} /> : <RequestForm posted={posted} />}
        </PostBackCard>
        <aside className={blocks.panel} aria-labelledby="privacy-what">
          <h2 id="privacy-what">{t('privacy.whatWeKeep')}</h2>
          <p>{t('privacy.whatWeKeepText')}</p>
          <p>
            <T
              id="privacy.notice"
              components={{ 0: <a href={localePath(PRIVACY_NOTICE_PATH)} /> }}
            />
          </p>
        </aside>
      </Split>
    </InnerPage>
  );
}
