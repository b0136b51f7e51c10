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
  return (
    <Section
      id="how-it-works"
      tone="tint"
      eyebrow="How it works"
      title="Simple for riders, drivers and shops"
      center
    >
      <ul className={ui.grid} data-cols="3">
        {JOURNEYS.map((journey) => (
          <li key={journey.id} className={ui.card}>
            <CardIcon icon={JOURNEY_ICONS[journey.id]} />
            <h3>{journey.title}</h3>
            <p className={classes.summary}>{journey.summary}</p>
            <Steps steps={journey.steps} look="list" className={classes.steps} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function PromotionsSection() {
  return (
    <Section id="offers" eyebrow="Offers" title="This season's promotions">
      <ul className={ui.grid} data-cols="3">
        {PROMOTIONS.map((promo) => (
          <li key={promo.id} className={ui.card} data-hover>
            <div className={classes.promoHead}>
              <CardIcon icon={PROMOTION_ICONS[promo.id]} tone="accent" />
              <span className={ui.tag} data-tone="accent">
                {promo.badge}
              </span>
            </div>
            <h3>{promo.title}</h3>
            <p style={{ flex: 1 }}>{promo.text}</p>
            {promo.code && (
              <p className={classes.codeLine}>
                Code: <span className={classes.promoCode}>{promo.code}</span>
              </p>
            )}
            <ButtonLink to={promo.to} variant="light" pill>
              {promo.action}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function JoinSection() {
  return (
    <Section
      id="join"
      tone="dark"
      eyebrow="Join us"
      title="Grow with DigitalRideWeb"
      lead="More than 18,000 captains, fleet owners and merchants already earn with us. Registration takes five minutes; our team calls you within two working days."
    >
      <ul className={ui.grid} data-cols="4">
        {JOIN_CALLS.map((call) => (
          <li key={call.id} className={`${ui.card} ${classes.joinCard}`}>
            <CardIcon icon={JOIN_ICONS[call.id]} />
            <h3>{call.title}</h3>
            <p style={{ flex: 1 }}>{call.text}</p>
            <ButtonLink to={call.to} fullWidth>
              {call.action}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function AppsSection() {
  return (
    <Section
      id="apps"
      tone="tint"
      eyebrow="Apps"
      title="Take DigitalRideWeb with you"
      lead="Book, track and pay in the customer app; accept trips and cash out in the driver app. Both in Bangla and English, both free."
    >
      <div className={classes.apps}>
        <div className={classes.appList}>
          <div>
            <h3>Customer app</h3>
            <p>Rides, parcels and ambulances; live tracking and trip sharing.</p>
            <AppBadges app="Customer" />
          </div>
          <div>
            <h3>Driver app</h3>
            <p>Trips near you, heat maps of demand and daily payouts.</p>
            <AppBadges app="Driver" />
          </div>
        </div>
        <img
          src="/art/phones.svg"
          alt="The customer app showing a booked bike ride next to the driver app showing today's earnings"
          width={520}
          height={380}
          loading="lazy"
          decoding="async"
          className={classes.phones}
        />
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
