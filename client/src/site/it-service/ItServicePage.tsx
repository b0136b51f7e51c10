import {
  IconApps,
  IconBrowser,
  IconCloudComputing,
  IconCreditCard,
  IconMapRoute,
  IconPackages,
} from '@tabler/icons-react';
import blocks from '../ui/blocks.module.css';
import { ButtonLink } from '../ui/ButtonLink';
import { InnerPage } from '../ui/InnerPage';
import { Section } from '../ui/Section';
import { Steps } from '../ui/Steps';
import ui from '../ui/ui.module.css';
import { IT_SERVICES } from './itContent';
import classes from './ItServicePage.module.css';
import { PortfolioSection } from './PortfolioSection';

const ICONS = [
  IconApps,
  IconBrowser,
  IconMapRoute,
  IconPackages,
  IconCreditCard,
  IconCloudComputing,
];

export function ItServicePage() {
  return (
    <InnerPage
      name="IT Services"
      description={IT_SERVICES.description}
      title="Software built in Dhaka"
      lead={IT_SERVICES.lead}
      section={{ label: 'Software Solution' }}
      art={{ src: '/art/code.svg', alt: '' }}
      extra={
        <div className={classes.heroActions}>
          <a className={classes.mail} href={`mailto:${IT_SERVICES.email}`}>
            Talk to our engineers
          </a>
        </div>
      }
      contained={false}
    >
      <Section
        id="what-we-build"
        eyebrow="What we build"
        title="From the first sketch to 24/7 operation"
      >
        <ul className={ui.grid} data-cols="3">
          {IT_SERVICES.offerings.map((offering, i) => {
            const Glyph = ICONS[i % ICONS.length];
            return (
              <li key={offering.title} className={ui.card}>
                <span className={ui.iconBox}>
                  <Glyph size={28} stroke={1.7} aria-hidden />
                </span>
                <h3>{offering.title}</h3>
                <p>{offering.text}</p>
              </li>
            );
          })}
        </ul>
      </Section>
      <PortfolioSection />
      <Section id="work" tone="dark" eyebrow="Our work" title="Results our clients measure">
        <ul className={classes.cases}>
          {IT_SERVICES.cases.map((item) => (
            <li key={item.client}>
              <h3>{item.client}</h3>
              <p>{item.result}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="process" eyebrow="How we work" title="Four steps, no surprises">
        <Steps steps={IT_SERVICES.process} />
        <div className={classes.stack}>
          <h3>Our everyday tools</h3>
          <ul className={blocks.chips}>
            {IT_SERVICES.stack.map((tool) => (
              <li key={tool} className={ui.tag}>
                {tool}
              </li>
            ))}
          </ul>
        </div>
        <ButtonLink to="/pages/contactus" size="lg">
          Tell us about your project
        </ButtonLink>
      </Section>
    </InnerPage>
  );
}
