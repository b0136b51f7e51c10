import { IconCircleCheck } from '@tabler/icons-react';
import { formatDate } from '../../i18n/format';
import { ReferenceLine } from '../forms/ReferenceLine';
import { T, useLocale, useLocalePath, useT } from '../../i18n/i18n';
import { PlainButton } from '../forms/layout';
import type { Reservation } from './bookingApi';
import classes from './BookingPage.module.css';

/** What the booking island shows once the reservation is stored, and the way to book again. */
export function Booked({
  reservation,
  phone,
  onAgain,
}: {
  reservation: Reservation;
  phone: string;
  onAgain: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const localePath = useLocalePath();
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
            from: reservation.departureLocation,
            to: reservation.destinationLocation,
            date: formatDate(reservation.journeyDate, locale),
            count: reservation.numberOfPassengers,
          }}
          // Places are as staff typed them in the fare list: English.
          components={{ 1: <span lang="en" />, 2: <span lang="en" /> }}
        />
      </p>
      <ReferenceLine reference={reservation.reference} />
      <p>{t('booking.weWillCall', { phone })}</p>
      {/* Without JavaScript (the booked panel of a plain POST) a link to a fresh form. */}
      <PlainButton variant="light" onClick={onAgain} href={localePath('/booking')}>
        {t('booking.again')}
      </PlainButton>
    </div>
  );
}
