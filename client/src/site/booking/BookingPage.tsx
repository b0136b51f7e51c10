import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatDate } from '../../i18n/format';
import { T, useLocale, useT } from '../../i18n/i18n';
import { COMPANY } from '../siteConfig';
import blocks from '../ui/blocks.module.css';
import { InnerPage } from '../ui/InnerPage';
import { Split } from '../ui/Split';
import { BookingForm, type BookingPrefill, type Reservation } from './BookingForm';
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

function Booked({ reservation, onAgain }: { reservation: Reservation; onAgain: () => void }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={classes.success} role="status">
      <IconCircleCheck size={48} aria-hidden />
      <h2>{t('booking.received')}</h2>
      <p>
        <T
          id={
            reservation.kind === 'HELICOPTER' ? 'booking.summaryHelicopter' : 'booking.summaryRide'
          }
          values={{
            id: reservation.id,
            from: reservation.departureLocation,
            to: reservation.destinationLocation,
            date: formatDate(reservation.journeyDate, locale),
            count: reservation.numberOfPassengers,
          }}
          // Places are as staff typed them in the fare list: English.
          components={{ 0: <strong />, 1: <span lang="en" />, 2: <span lang="en" /> }}
        />
      </p>
      <p>{t('booking.weWillCall', { phone: COMPANY.phone })}</p>
      <Button variant="light" onClick={onAgain}>
        {t('booking.again')}
      </Button>
    </div>
  );
}

export function BookingPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [booked, setBooked] = useState<Reservation | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <InnerPage
      name={t('booking.name')}
      description={t('booking.description')}
      title={t('booking.title')}
      lead={t('booking.lead')}
      section={{ label: t('menu.rideSharing') }}
      art={{ src: '/art/booking.svg', alt: '' }}
    >
      <Split columns="minmax(0, 1.5fr) minmax(0, 1fr)">
        <section className={blocks.formCard} aria-labelledby="booking-title">
          <h2 id="booking-title">{t('booking.yourTrip')}</h2>
          {booked ? (
            <Booked
              reservation={booked}
              onAgain={() => {
                setBooked(null);
                setFormKey((k) => k + 1);
              }}
            />
          ) : (
            <BookingForm key={formKey} prefill={prefillFrom(params)} onBooked={setBooked} />
          )}
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
