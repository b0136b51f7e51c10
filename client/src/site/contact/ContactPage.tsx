import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n';
import { COMPANY } from '../siteConfig';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Split } from '../ui/Split';
import { useContext } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Island } from '../islands/Island';
import { FormPostContext } from '../forms/formPost';
import { ContactFormIsland } from './ContactFormIsland';
import classes from './ContactPage.module.css';

const ADDRESS = [
  'company.address.line1',
  'company.address.line2',
  'company.address.line3',
] as const;

export function ContactPage() {
  const t = useT();
  return (
    <InnerPage
      name={t('contact.name')}
      description={t('contact.description')}
      title={t('contact.title')}
      lead={t('contact.lead')}
      section={{ label: t('menu.company') }}
    >
      <Split columns="340px minmax(0, 1fr)">
        <aside className={blocks.panel} aria-labelledby="reach-us">
          <h2 id="reach-us">{t('contact.reachUs')}</h2>
          <dl className={classes.contacts}>
            <div>
              <dt>
                <IconPhone size={18} aria-hidden /> {t('contact.helpLine')}
              </dt>
              <dd>
                <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
              </dd>
            </div>
            <div>
              <dt>
                <IconClock size={18} aria-hidden /> {t('contact.hours')}
              </dt>
              <dd>{t('company.hotlineHours')}</dd>
            </div>
            <div>
              <dt>
                <IconMail size={18} aria-hidden /> {t('contact.email')}
              </dt>
              <dd>
                <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
              </dd>
            </div>
            <div>
              <dt>
                <IconMapPin size={18} aria-hidden /> {t('contact.office')}
              </dt>
              <dd>
                {ADDRESS.map((line) => (
                  <span key={line}>{t(line)}</span>
                ))}
              </dd>
            </div>
          </dl>
          <p className={classes.note}>
            {t('contact.merchants')}{' '}
            <a href={`mailto:${COMPANY.merchantEmail}`}>{COMPANY.merchantEmail}</a>
            <br />
            {t('contact.itServices')} <a href={`mailto:${COMPANY.itEmail}`}>{COMPANY.itEmail}</a>
          </p>
        </aside>
        <section className={blocks.formCard} aria-labelledby="send-message">
          <h2 id="send-message">{t('contact.sendUsMessage')}</h2>
          <ContactForm />
        </section>
      </Split>
    </InnerPage>
  );
}

/** The form as an island, with what the server made of a form posted without JavaScript. */
function ContactForm() {
  const posted = useContext(FormPostContext);
  // A link may name the subject (a help article's "Contact us"): never personal data, so it may
  // ride in the address; cut to the field's length.
  const subject = (useSearchParams()[0].get('subject') ?? '').slice(0, 200);
  return <Island name="ContactForm" component={ContactFormIsland} props={{ posted, subject }} />;
}
