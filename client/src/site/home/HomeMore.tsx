import {
  IconBuildingStore,
  IconCar,
  IconCoin,
  IconSteeringWheel,
  IconTicket,
  IconTruckDelivery,
  IconUser,
  type Icon,
} from '@tabler/icons-react';
import { AppBadges } from '../layout/AppBadges';
import { ButtonLink } from '../ui/ButtonLink';
import { Section } from '../ui/Section';
import { Steps } from '../ui/Steps';
import ui from '../ui/ui.module.css';
import {
  JOIN_CALLS,
  JOURNEYS,
  PROMOTIONS,
  type JoinCall,
  type Journey,
  type Promotion,
} from './homeContent';
import classes from './HomeMore.module.css';
import { PartnersSection } from './PartnersSection';
import { useLite } from '../lite';
import { useT } from '../../i18n/i18n';

const JOURNEY_ICONS: Record<Journey['id'], Icon> = {
  customer: IconUser,
  driver: IconSteeringWheel,
  dmart: IconBuildingStore,
};
const PROMOTION_ICONS: Record<Promotion['id'], Icon> = {
  promo: IconTicket,
  parcel: IconTruckDelivery,
  commission: IconCoin,
};
const JOIN_ICONS: Record<JoinCall['id'], Icon> = {
  driver: IconSteeringWheel,
  customer: IconUser,
  fleet: IconCar,
  merchant: IconBuildingStore,
};

function CardIcon({ icon: Glyph, tone }: { icon: Icon; tone?: 'accent' }) {
  return (
    <span className={ui.iconBox} data-tone={tone}>
      <Glyph size={28} stroke={1.7} aria-hidden />
    </span>
  );
}

function HowItWorksSection() {
  const t = useT();
  return (
    <Section id="how-it-works" tone="tint" eyebrow={t('how.eyebrow')} title={t('how.title')} center>
      <ul className={ui.grid} data-cols="3">
        {JOURNEYS.map((journey) => (
          <li key={journey.id} className={ui.card}>
            <CardIcon icon={JOURNEY_ICONS[journey.id]} />
            <h3>{t(journey.title)}</h3>
            <p className={classes.summary}>{t(journey.summary)}</p>
            <Steps
              steps={journey.steps.map((step) => ({ title: t(step.title), text: t(step.text) }))}
              look="list"
              className={classes.steps}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function PromotionsSection() {
  const t = useT();
  return (
    <Section id="offers" eyebrow={t('offers.eyebrow')} title={t('offers.title')}>
      <ul className={ui.grid} data-cols="3">
        {PROMOTIONS.map((promo) => (
          <li key={promo.id} className={ui.card} data-hover>
            <div className={classes.promoHead}>
              <CardIcon icon={PROMOTION_ICONS[promo.id]} tone="accent" />
              <span className={ui.tag} data-tone="accent">
                {t(promo.badge)}
              </span>
            </div>
            <h3>{t(promo.title)}</h3>
            <p style={{ flex: 1 }}>{t(promo.text)}</p>
            {promo.code && (
              <p className={classes.codeLine}>
                {t('offers.code')} <span className={classes.promoCode}>{promo.code}</span>
              </p>
            )}
            <ButtonLink to={promo.to} variant="light" pill>
              {t(promo.action)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function JoinSection() {
  const t = useT();
  return (
    <Section
      id="join"
      tone="dark"
      eyebrow={t('join.eyebrow')}
      title={t('join.title')}
      lead={t('join.lead')}
    >
      <ul className={ui.grid} data-cols="4">
        {JOIN_CALLS.map((call) => (
          <li key={call.id} className={`${ui.card} ${classes.joinCard}`}>
            <CardIcon icon={JOIN_ICONS[call.id]} />
            <h3>{t(call.title)}</h3>
            <p style={{ flex: 1 }}>{t(call.text)}</p>
            <ButtonLink to={call.to} fullWidth>
              {t(call.action)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function AppsSection() {
  const t = useT();
  // The phones are an illustration of what the text says: left out in lite mode.
  const lite = useLite();
  return (
    <Section
      id="apps"
      tone="tint"
      eyebrow={t('apps.eyebrow')}
      title={t('apps.title')}
      lead={t('apps.lead')}
    >
      <div className={classes.apps}>
        <div className={classes.appList}>
          <div>
            <h3>{t('app.customer')}</h3>
            <p>{t('apps.customerText')}</p>
            <AppBadges app="Customer" />
          </div>
          <div>
            <h3>{t('app.driver')}</h3>
            <p>{t('apps.driverText')}</p>
            <AppBadges app="Driver" />
          </div>
        </div>
        {!lite && (
          <img
            src="/art/phones.svg"
            alt={t('apps.phonesAlt')}
            width={520}
            height={380}
            loading="lazy"
            decoding="async"
            className={classes.phones}
          />
        )}
      </div>
    </Section>
  );
}

/** Everything below the vehicles: its own chunk, fetched once the first view is painted. */
export function HomeMore() {
  return (
    <>
      <HowItWorksSection />
      <PromotionsSection />
      <JoinSection />
      <AppsSection />
      <PartnersSection />
    </>
  );
}
