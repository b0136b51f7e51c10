import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatDate } from '../format';
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
  return (
    <div className={classes.success} role="status">
      <IconCircleCheck size={48} aria-hidden />
      <h2>Booking request received</h2>
      <p>
        Reference <strong>#{reservation.id}</strong>:{' '}
        {reservation.kind === 'HELICOPTER' ? 'helicopter' : 'ride'} from{' '}
        {reservation.departureLocation} to {reservation.destinationLocation} on{' '}
        {formatDate(reservation.journeyDate)} for {reservation.numberOfPassengers}{' '}
        {reservation.numberOfPassengers === 1 ? 'passenger' : 'passengers'}.
      </p>
      <p>Our team will call you to confirm. Questions? Call {COMPANY.phone}.</p>
      <Button variant="light" onClick={onAgain}>
        Make another booking
      </Button>
    </div>
  );
}

export function BookingPage() {
  const [params] = useSearchParams();
  const [booked, setBooked] = useState<Reservation | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <InnerPage
      name="Book a Ride"
      description="Book a ride or a helicopter with DigitalRideWeb: choose your route, see the fixed fare, pick a date and attach a document if you need to."
      title="Book a ride or a helicopter"
      lead="Reserve ahead for airport runs, intercity trips, family events or a helicopter charter. We confirm every booking by phone."
      section={{ label: 'Ride Sharing' }}
      art={{ src: '/art/booking.svg', alt: '' }}
    >
      <Split columns="minmax(0, 1.5fr) minmax(0, 1fr)">
        <section className={blocks.formCard} aria-labelledby="booking-title">
          <h2 id="booking-title">Your trip</h2>
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
          <h2 id="how-booking-works">How booking works</h2>
          <ol>
            <li>Choose the route, the date and how many people travel.</li>
            <li>See the fixed fare for popular routes; others are quoted by phone.</li>
            <li>We call you within two hours to confirm the vehicle and pick-up time.</li>
            <li>Pay the captain in cash, by card or by mobile wallet.</li>
          </ol>
          <p>
            Cancel free of charge until 24 hours before the journey. Helicopter flights depend on
            weather and clearance; if yours cannot fly, you choose a refund or a new date.
          </p>
        </aside>
      </Split>
    </InnerPage>
  );
}
