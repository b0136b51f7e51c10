import { useContext, useId } from 'react';
import { IconAlertTriangle, IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { useLocale, useLocalePath, useT } from '../../i18n/i18n';
import { Alert } from '../forms/alerts';
import { textField } from '../forms/fields';
import { FormPostContext, type CheckPost } from '../forms/formPost';
import { FormStack, SubmitButton } from '../forms/layout';
import { PostBackCard, PostBackForm, postedFields } from '../forms/PostBackForm';
import { controlProps, Wrapper } from '../forms/wrapper';
import { COMPANY } from '../siteConfig';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Split } from '../ui/Split';

type Checked = NonNullable<CheckPost['checked']>;

/** The answer: ours (which department, which channel) or not, with the PIN/OTP warning. */
function Answer({ checked }: { checked: Checked }) {
  const t = useT();
  const locale = useLocale();
  if (checked.ours && checked.department && checked.channel)
    return (
      <Alert
        color="brand"
        icon={<IconCircleCheck size={20} />}
        role="status"
        title={t('check.ours', {
          department: checked.department[locale],
          channel: checked.channel[locale],
        })}
      >
        {t('check.oursText')}
      </Alert>
    );
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle size={20} />}
      role="alert"
      title={t('check.notOurs')}
    >
      {t('check.notOursText', { phone: COMPANY.phone })}
    </Alert>
  );
}

/** "Not ours": send what was checked to our safety team, with a note if the visitor likes. */
function ReportForm({ value }: { value: string }) {
  const t = useT();
  const localePath = useLocalePath();
  const id = useId();
  const field = { value: '', error: undefined, onChange: () => undefined, onBlur: () => undefined };
  return (
    <form method="post" action={localePath('/check')} noValidate aria-label={t('check.report')}>
      <FormStack>
        <input type="hidden" name="intent" value="report" />
        <input type="hidden" name="value" value={value} />
        <Wrapper
          kind="Textarea"
          id={id}
          required={false}
          label={t('check.note')}
          description={t('check.noteHint')}
        >
          <textarea
            rows={3}
            maxLength={1000}
            {...controlProps('Textarea', id, 'note', field, t('check.noteHint'))}
          />
        </Wrapper>
        <SubmitButton loading={false} alignStart>
          {t('check.reportSubmit')}
        </SubmitButton>
      </FormStack>
    </form>
  );
}

/**
 * /check and /bn/check, "Is this really us?": a visitor types a phone number, a bKash or Nagad
 * merchant number, an SMS sender name, an e-mail or a web address and learns whether it is ours.
 * Rendered on the server and never hydrated: the form posts to this page (never GET: what is
 * checked may be someone's number), server/src/features/official-contacts/check-form.ts.
 */
export function CheckPage() {
  const t = useT();
  const localePath = useLocalePath();
  const post = useContext(FormPostContext);
  const posted = post?.form === 'check' ? post : null;
  const form = postedFields({ value: '' }, posted);
  return (
    <InnerPage
      name={t('check.name')}
      description={t('check.description')}
      title={t('check.title')}
      lead={t('check.lead')}
    >
      <Split columns="minmax(0, 1fr) 340px">
        <PostBackCard id="check-contact" heading={t('check.heading')} posted={posted}>
          {posted?.reported && (
            <Alert
              color="brand"
              icon={<IconShieldCheck size={20} />}
              role="status"
              title={t('check.reported')}
            >
              {t('check.reportedText', { reference: posted.reported })}
            </Alert>
          )}
          {posted?.checked && <Answer checked={posted.checked} />}
          {posted?.checked && !posted.checked.ours && (
            <div className={blocks.report}>
              <h3>{t('check.report')}</h3>
              <p>{t('check.reportText')}</p>
              <ReportForm value={posted.values.value ?? ''} />
            </div>
          )}
          <PostBackForm path="/check" label={t('check.form')} submit={t('check.submit')}>
            {textField(form, 'value', t('check.field'), {
              autoComplete: 'off',
              description: t('check.fieldHint'),
            })}
          </PostBackForm>
        </PostBackCard>
        <aside className={blocks.panel} aria-labelledby="check-never">
          <h2 id="check-never">{t('check.never')}</h2>
          <p>{t('check.neverText')}</p>
          <p>
            <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
          </p>
          <p>
            <a href={localePath('/pages/safety')}>{t('check.safety')}</a>
          </p>
        </aside>
      </Split>
    </InnerPage>
  );
}
