import { useContext, useId } from 'react';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconShieldCheck,
} from '@tabler/icons-react';
import { formatDate } from '../../i18n/format';
import { useLocale, useLocalePath, useT } from '../../i18n/i18n';
import { Alert } from '../forms/alerts';
import { textField } from '../forms/fields';
import { FormPostContext, type VerifyPost } from '../forms/formPost';
import { FormStack, SubmitButton } from '../forms/layout';
import { PostBackCard, PostBackForm, postedFields } from '../forms/PostBackForm';
import { controlProps, Wrapper } from '../forms/wrapper';
import { COMPANY } from '../siteConfig';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Split } from '../ui/Split';

type Verified = NonNullable<VerifyPost['verified']>;

/** The answer: registered with valid papers (until a day), suspended, or not ours. */
function Answer({ verified }: { verified: Verified }) {
  const t = useT();
  const locale = useLocale();
  if (verified.state === 'REGISTERED')
    return (
      <Alert
        color="brand"
        icon={<IconCircleCheck size={20} />}
        role="status"
        title={t('verify.registered')}
      >
        {verified.validUntil
          ? t('verify.registeredUntil', { date: formatDate(verified.validUntil, locale) })
          : t('verify.registeredText')}
      </Alert>
    );
  if (verified.state === 'SUSPENDED')
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle size={20} />}
        role="alert"
        title={t('verify.suspended')}
      >
        {t('verify.suspendedText')}
      </Alert>
    );
  return (
    <Alert color="red" icon={<IconCircleX size={20} />} role="alert" title={t('verify.notOurs')}>
      {t('verify.notOursText', { phone: COMPANY.phone })}
    </Alert>
  );
}

/** Send the plate or ID asked about to our safety team, with a note if the passenger likes. */
function ReportForm({ query }: { query: string }) {
  const t = useT();
  const localePath = useLocalePath();
  const id = useId();
  const field = { value: '', error: undefined, onChange: () => undefined, onBlur: () => undefined };
  return (
    <form method="post" action={localePath('/verify')} noValidate aria-label={t('verify.report')}>
      <FormStack>
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="query" value={query} />
        <Wrapper
          kind="Textarea"
          id={id}
          required={false}
          label={t('verify.note')}
          description={t('verify.noteHint')}
        >
          <textarea
            rows={3}
            maxLength={1000}
            {...controlProps('Textarea', id, 'note', field, t('verify.noteHint'))}
          />
        </Wrapper>
        <SubmitButton loading={false} alignStart>
          {t('verify.reportSubmit')}
        </SubmitButton>
      </FormStack>
    </form>
  );
}

/**
 * /verify and /bn/verify, "Verify a captain or a vehicle": a passenger types the number plate
 * as written on it (Bangla or Latin) or the captain's partner ID and learns whether it is ours
 * and its papers valid. Rendered on the server and never hydrated: the form posts to this page,
 * server/src/features/verify/verify-form.ts. Nothing about the partner is shown.
 */
export function VerifyPage() {
  const t = useT();
  const localePath = useLocalePath();
  const post = useContext(FormPostContext);
  const posted = post?.form === 'verify' ? post : null;
  const form = postedFields({ query: '' }, posted);
  return (
    <InnerPage
      name={t('verify.name')}
      description={t('verify.description')}
      title={t('verify.title')}
      lead={t('verify.lead')}
    >
      <Split columns="minmax(0, 1fr) 340px">
        <PostBackCard id="verify-partner" heading={t('verify.heading')} posted={posted}>
          {posted?.reported && (
            <Alert
              color="brand"
              icon={<IconShieldCheck size={20} />}
              role="status"
              title={t('verify.reported')}
            >
              {t('verify.reportedText', { reference: posted.reported })}
            </Alert>
          )}
          {posted?.verified && <Answer verified={posted.verified} />}
          {posted?.verified && (
            <div className={blocks.report}>
              <h3>{t('verify.report')}</h3>
              <p>{t('verify.reportText')}</p>
              <ReportForm query={posted.values.query ?? ''} />
            </div>
          )}
          <PostBackForm path="/verify" label={t('verify.form')} submit={t('verify.submit')}>
            {textField(form, 'query', t('verify.field'), {
              autoComplete: 'off',
              description: t('verify.fieldHint'),
            })}
          </PostBackForm>
        </PostBackCard>
        <aside className={blocks.panel} aria-labelledby="verify-before">
          <h2 id="verify-before">{t('verify.before')}</h2>
          <p>{t('verify.beforeText')}</p>
          <p>
            <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
          </p>
          <p>
            <a href={localePath('/pages/safety')}>{t('verify.safety')}</a>
          </p>
        </aside>
      </Split>
    </InnerPage>
  );
}
