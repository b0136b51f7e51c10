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
import codeArt from '../art/code.svg?raw';
import { InnerPage } from '../ui/InnerPage';
import { Section } from '../ui/Section';
import { Steps } from '../ui/Steps';
import ui from '../ui/ui.module.css';
import { IT_SERVICES } from './itContent';
import classes from './ItServicePage.module.css';
import { PortfolioSection } from './PortfolioSection';
import { useT } from '../../i18n/i18n';

const ICONS = [
  IconApps,
  IconBrowser,
  IconMapRoute,
  IconPackages,
  IconCreditCard,
  IconCloudComputing,
];

export function ItServicePage() {
  const t = useT();
  return (
    <InnerPage
      name={t('it.name')}
      description={t(IT_SERVICES.description)}
      title={t('it.title')}
      lead={t(IT_SERVICES.lead)}
      section={{ label: t('footer.softwareSolution') }}
      art={{ svg: codeArt, alt: '' }}
      extra={
        <div className={classes.heroActions}>
          <a className={classes.mail} href={`mailto:${IT_SERVICES.email}`}>
            {t('it.talk')}
          </a>
        </div>
      }
      contained={false}
    >
      <Section id="what-we-build" eyebrow={t('it.build.eyebrow')} title={t('it.build.title')}>
        <ul className={ui.grid} data-cols="3">
          {IT_SERVICES.offerings.map((offering, i) => {
            const Glyph = ICONS[i % ICONS.length];
            return (
              <li key={offering.title} className={ui.card}>
                <span className={ui.iconBox}>
                  <Glyph size={28} stroke={1.7} aria-hidden />
                </span>
                <h3>{t(offering.title)}</h3>
                <p>{t(offering.text)}</p>
              </li>
            );
          })}
        </ul>
      </Section>
      <PortfolioSection />
      <Section id="work" tone="dark" eyebrow={t('it.work.eyebrow')} title={t('it.work.title')}>
        <ul className={classes.cases}>
          {IT_SERVICES.cases.map((item) => (
            <li key={item.client}>
              <h3>{t(item.client)}</h3>
              <p>{t(item.result)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="process" eyebrow={t('it.process.eyebrow')} title={t('it.process.title')}>
        <Steps steps={IT_SERVICES.process.map((s) => ({ title: t(s.title), text: t(s.text) }))} />
        <div className={classes.stack}>
          <h3>{t('it.tools')}</h3>
          {/* The tools' own names. */}
          <ul className={blocks.chips} lang="en">
            {IT_SERVICES.stack.map((tool) => (
              <li key={tool} className={ui.tag}>
                {tool}
              </li>
            ))}
          </ul>
        </div>
        <ButtonLink to="/pages/contactus" size="lg">
          {t('it.tellUs')}
        </ButtonLink>
      </Section>
    </InnerPage>
  );
}
