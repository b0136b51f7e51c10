import { Accordion } from '@mantine/core';
import { COMPANY } from '../siteConfig';
import { ButtonLink } from '../ui/ButtonLink';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Split } from '../ui/Split';
import { HELP } from './content/help';
import classes from './HelpPage.module.css';

export function HelpPage() {
  return (
    <InnerPage
      name="Help & FAQ"
      description={HELP.description}
      title="Help & FAQ"
      lead={HELP.lead}
      section={{ label: 'Ride Sharing' }}
    >
      <Split columns="220px minmax(0, 1fr)">
        <nav className={classes.topics} aria-label="Help topics">
          <ul className={blocks.chips}>
            {HELP.groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          {HELP.groups.map((group) => (
            <section key={group.id} aria-labelledby={group.id} className={classes.group}>
              <h2 id={group.id}>{group.title}</h2>
              <Accordion variant="separated" radius="md" chevronPosition="right">
                {group.faqs.map((faq) => (
                  <Accordion.Item key={faq.question} value={faq.question}>
                    <Accordion.Control>
                      <span className={classes.question}>{faq.question}</span>
                    </Accordion.Control>
                    <Accordion.Panel>{faq.answer}</Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </section>
          ))}
          <aside className={`${blocks.panel} ${classes.contact}`} aria-labelledby="still-need-help">
            <h2 id="still-need-help">Still need help?</h2>
            <p>
              Call us on <a href={COMPANY.phoneHref}>{COMPANY.phone}</a> ({COMPANY.hotlineHours}) or
              send us a message.
            </p>
            <ButtonLink to="/pages/contactus">Contact us</ButtonLink>
          </aside>
        </div>
      </Split>
    </InnerPage>
  );
}
