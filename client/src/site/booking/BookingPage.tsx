import { useContext } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { PublicFarePlacesDocument, PublicFareQuoteDocument } from '../../gql/site/graphql';
import { useT } from '../../i18n/i18n';
import { Island } from '../islands/Island';
import bookingArt from '../art/booking.svg?raw';
import { FormPostContext } from '../forms/formPost';
import type { KnownQuote } from '../fares/fareQuote';
import { COMPANY } from '../siteConfig';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Split } from '../ui/Split';
import { BookingFormIsland } from './BookingFormIsland';
import type { BookingPrefill } from './bookingValues';
import { todayInDhaka } from './bookingRules';
import classes from './BookingPage.module.css';

/** `?from=…&to=…&kind=helicopter` from the fare box or a link. */
function prefillFrom(params: URLSearchParams): BookingPrefill {
  const clean = (value: string | null) => value?.trim().slice(0, 120) || undefined;
  return {
    kind: params.get('kind')?.toLowerCase() === 'helicopter' ? 'HELICOPTER' : 'RIDE',
    from: clean(params.get('from')),
    to: clean(params.get('to')),
  };
}

/**
 * The form as an island, with what it needs from the server, fetched where the page renders (on
 * the server, in process): the fare table's places and the fare of the route in the address, so
 * the page arrives with its fare shown and the island asks for nothing until the route changes;
 * and what the server made of a form posted without JavaScript (booked, or refused).
 */
function BookingFormWithData() {
  const [params] = useSearchParams();
  const posted = useContext(FormPostContext);
  const prefill = prefillFrom(params);
  const { from = '', to = '' } = prefill;
  const routeGiven = prefill.kind === 'RIDE' && from !== '' && to !== '' && from !== to;
  const places = useQuery(PublicFarePlacesDocument);
  const quote = useQuery(PublicFareQuoteDocument, { variables: { from, to }, skip: !routeGiven });
  let fare: KnownQuote | null = null;
  if (routeGiven && quote.data) {
    const rate = quote.data.fare;
    fare = {
      from,
      to,
      quote: rate ? { state: 'found', fareRate: rate.fareRate } : { state: 'none' },
    };
  }
  return (
    // It hydrates at the first touch, key or focus on the form (no React at load); what was typed
    // before is kept (useIslandForm), a click on its button is given again once it is live.
    <Island
      name="BookingForm"
      hydrate="interaction"
      component={BookingFormIsland}
      props={{
        prefill,
        places: places.data ? { from: [...places.data.from], to: [...places.data.to] } : null,
        fare,
        today: todayInDhaka(),
        phone: COMPANY.phone,
        posted: posted?.form === 'booking' ? posted : null,
      }}
    />
  );
}

export function BookingPage() {
  const t = useT();
  return (
    <InnerPage
      name={t('booking.name')}
      description={t('booking.description')}
      title={t('booking.title')}
      lead={t('booking.lead')}
      section={{ label: t('menu.rideSharing') }}
      art={{ svg: bookingArt, alt: '' }}
    >
      <Split columns="minmax(0, 1.5fr) minmax(0, 1fr)">
        <section className={blocks.formCard} aria-labelledby="booking-title">
          <h2 id="booking-title">{t('booking.yourTrip')}</h2>
          <BookingFormWithData />
        </section>
        <aside className={`${blocks.panel} ${classes.aside}`} aria-labelledby="how-booking-works">
          <h2 id="how-booking-works">{t('booking.how')}</h2>
          <ol>
            <li>{t('booking.how.1')}</li>
            <li>{t('booking.how.2')}</li>
            <li>{t('booking.how.3')}</li>
            <li>{t('booking.how.4')}</li>
          </ol>
          <p>{t('booking.cancelPolicy')}</p>
        </aside>
      </Split>
    </InnerPage>
  );
}
