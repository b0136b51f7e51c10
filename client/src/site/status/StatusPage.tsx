import { useContext } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IconAlertCircle, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useLocale, useT, type MessageId, type Translate } from '../../i18n/i18n';
import type { Locale } from '../../i18n/locales';
import { Alert } from '../forms/alerts';
import { textField } from '../forms/fields';
import { FormPostContext, type StatusPost } from '../forms/formPost';
import { PostBackCard, PostBackForm, postedFields } from '../forms/PostBackForm';
import { COMPANY } from '../siteConfig';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Split } from '../ui/Split';
import classes from './StatusPage.module.css';
import { StatusPapers } from './StatusPapers';

type Found = NonNullable<StatusPost['found']>;

/** A step's moment in Dhaka, in the page's language: '29 Nov 2026, 6:41 pm' / '২৯ নভে, ২০২৬ …'. */
function formatMoment(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'bn' ? 'bn-BD' : 'en-GB', {
    timeZone: 'Asia/Dhaka',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** A workflow status in words (every kind's states have their own message). */
const statusWords = (t: Translate, status: string) => t(`status.state.${status}` as MessageId);

function Timeline({ found }: { found: Found }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="status-found" className={classes.found} data-status={found.status}>
      <h2 id="status-found">
        {t(`status.kind.${found.kind}` as MessageId)} <span translate="no">{found.reference}</span>
      </h2>
      <p className={classes.now}>
        {t('status.now')} <strong>{statusWords(t, found.status)}</strong>
      </p>
      <ReplyPromise found={found} />
      <ol className={classes.steps}>
        {found.steps.map((step, i) => (
          <li key={i} className={classes.step}>
            <IconCircleCheck size={22} aria-hidden className={classes.icon} />
            <div>
              <strong>{statusWords(t, step.status)}</strong>{' '}
              <time dateTime={step.at}>{formatMoment(step.at, locale)}</time>
              {step.note && (
                <blockquote className={classes.note}>
                  <span className={classes.from}>{t('status.ourNote')}</span>
                  {step.note}
                </blockquote>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * When we promised to reply (the server words the moment in the page's language: Dhaka time), or,
 * once that is past with no reply, an apology and the number to call.
 */
function ReplyPromise({ found }: { found: Found }) {
  const t = useT();
  if (!found.replyBy) return null;
  if (!found.late) {
    return (
      <p className={classes.promise} data-promise="on-time">
        <IconClock size={20} aria-hidden />
        {t('status.promise', { when: found.replyBy })}
      </p>
    );
  }
  return (
    <Alert color="red" icon={<IconAlertCircle size={20} />} role="status" title={t('status.late')}>
      <span data-promise="late">{t('status.lateText', { when: found.replyBy })}</span>{' '}
      <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
    </Alert>
  );
}

/** The lookup form: fields as the islands draw them, posted (never GET: the contact is personal). */
function StatusForm({ posted, prefill }: { posted: StatusPost | null; prefill: string }) {
  const t = useT();
  const form = postedFields({ reference: prefill, contact: '' }, posted);
  return (
    <PostBackForm path="/status" label={t('status.form')} submit={t('status.submit')}>
      {textField(form, 'reference', t('status.field.reference'), {
        placeholder: 'DR-7K3P-Q9MX',
        autoComplete: 'off',
        description: t('status.field.referenceHint'),
      })}
      {textField(form, 'contact', t('status.field.contact'), {
        autoComplete: 'tel',
        description: t('status.field.contactHint'),
      })}
    </PostBackForm>
  );
}

/**
 * /status and /bn/status: a visitor follows a request with its reference and
 * the phone number or e-mail address they gave. Rendered on the server and never hydrated: the
 * form posts to this page (server/src/features/status/status-form.ts) with JavaScript on or off alike.
 */
export function StatusPage() {
  const t = useT();
  const [params] = useSearchParams();
  const post = useContext(FormPostContext);
  const posted = post?.form === 'status' ? post : null;
  const looked = posted && !posted.problem && !Object.keys(posted.errors).length;
  const prefill = (params.get('ref') ?? '').slice(0, 40);
  return (
    <InnerPage
      name={t('status.name')}
      description={t('status.description')}
      title={t('status.title')}
      lead={t('status.lead')}
    >
      <Split columns="minmax(0, 1fr) 340px">
        <PostBackCard id="status-lookup" heading={t('status.lookup')} posted={posted}>
          {looked && !posted.found && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={20} />}
              role="alert"
              title={t('status.notFound')}
            >
              {t('status.notFoundText', { phone: COMPANY.phone })}
            </Alert>
          )}
          {/* Found, and perhaps a paper sent again that was refused on its own fields. */}
          {posted?.found && <Timeline found={posted.found} />}
          {posted?.found && (
            <StatusPapers
              papers={posted.found.documents}
              posted={posted}
              form={postedFields({}, posted)}
            />
          )}
          <StatusForm posted={posted} prefill={prefill} />
        </PostBackCard>
        <aside className={blocks.panel} aria-labelledby="status-help">
          <h2 id="status-help">{t('status.help')}</h2>
          <p>{t('status.helpText')}</p>
          <p>
            <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
          </p>
        </aside>
      </Split>
    </InnerPage>
  );
}
