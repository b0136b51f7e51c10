import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { COMPANY } from '../siteConfig';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Split } from '../ui/Split';
import { ContactForm } from './ContactForm';
import classes from './ContactPage.module.css';

export function ContactPage() {
  return (
    <InnerPage
      name="Contact Us"
      description="Contact DigitalRideWeb: our 24/7 help line, e-mail, office address in Gulshan, Dhaka, and a form that reaches our team directly."
      title="Contact us"
      lead="Questions about a trip, a parcel, a partnership or our IT services? Write to us — a person answers within one working day."
      section={{ label: 'Company' }}
    >
      <Split columns="340px minmax(0, 1fr)">
        <aside className={blocks.panel} aria-labelledby="reach-us">
          <h2 id="reach-us">Reach us</h2>
          <dl className={classes.contacts}>
            <div>
              <dt>
                <IconPhone size={18} aria-hidden /> Help line
              </dt>
              <dd>
                <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
              </dd>
            </div>
            <div>
              <dt>
                <IconClock size={18} aria-hidden /> Hours
              </dt>
              <dd>{COMPANY.hotlineHours}</dd>
            </div>
            <div>
              <dt>
                <IconMail size={18} aria-hidden /> E-mail
              </dt>
              <dd>
                <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
              </dd>
            </div>
            <div>
              <dt>
                <IconMapPin size={18} aria-hidden /> Office
              </dt>
              <dd>
                {COMPANY.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </dd>
            </div>
          </dl>
          <p className={classes.note}>
            Merchants: <a href={`mailto:${COMPANY.merchantEmail}`}>{COMPANY.merchantEmail}</a>
            <br />
            IT services: <a href={`mailto:${COMPANY.itEmail}`}>{COMPANY.itEmail}</a>
          </p>
        </aside>
        <section className={blocks.formCard} aria-labelledby="send-message">
          <h2 id="send-message">Send us a message</h2>
          <ContactForm />
        </section>
      </Split>
    </InnerPage>
  );
}
