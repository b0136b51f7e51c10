import { Container } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { REGISTRATION_LINKS } from '../siteConfig';
import { ButtonLink } from '../ui/ButtonLink';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Section } from '../ui/Section';
import { Steps } from '../ui/Steps';
import ui from '../ui/ui.module.css';
import parcelArt from '../art/parcel.svg?raw';
import { PARCEL } from './parcelContent';
import classes from './ParcelPage.module.css';
import { RateTable } from './RateTable';
import { T, useT } from '../../i18n/i18n';

export function ParcelPage() {
  const t = useT();
  return (
    <InnerPage
      name={t('parcel.name')}
      description={t(PARCEL.description)}
      title={t('parcel.title')}
      lead={t(PARCEL.lead)}
      section={{ label: t('menu.parcelDelivery') }}
      art={{ svg: parcelArt, alt: '' }}
      extra={
        <div className={classes.heroActions}>
          <ButtonLink to={REGISTRATION_LINKS.merchant.to} size="lg" variant="accent">
            {t('parcel.registerMerchant')}
          </ButtonLink>
        </div>
      }
      contained={false}
    >
      <div className={classes.offer} role="note">
        <T id="parcel.offer" components={{ 0: <strong /> }} />
      </div>
      <Section
        id="services"
        eyebrow={t('parcel.services.eyebrow')}
        title={t('parcel.services.title')}
      >
        <ul className={ui.grid} data-cols="3">
          {PARCEL.services.map((service) => (
            <li key={service.title} className={ui.card}>
              <h3>{t(service.title)}</h3>
              <p>{t(service.text)}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section
        id="pricing"
        tone="tint"
        eyebrow={t('parcel.pricing.eyebrow')}
        title={t('parcel.pricing.title')}
        lead={t('parcel.pricing.lead')}
      >
        <div className={classes.pricing}>
          <div>
            <RateTable withTimes />
            <p className={classes.priceLink}>
              <ButtonLink to="/parcel/price" variant="accent">
                {t('parcel.priceLink')}
              </ButtonLink>
            </p>
          </div>
          <ul className={blocks.checkList}>
            {PARCEL.promise.map((text) => (
              <li key={text}>
                <IconCircleCheck size={20} aria-hidden />
                <span>{t(text)}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section id="how-it-works" eyebrow={t('parcel.how.eyebrow')} title={t('parcel.how.title')}>
        <Steps steps={PARCEL.steps.map((s) => ({ title: t(s.title), text: t(s.text) }))} />
        <Container px={0} mt={40}>
          <ButtonLink to={REGISTRATION_LINKS.merchant.to} size="lg">
            {t('parcel.start')}
          </ButtonLink>
        </Container>
      </Section>
    </InnerPage>
  );
}
