import { Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconReceipt } from '@tabler/icons-react';
import { PublicFareQuoteDocument, type ReservationKind } from '../../gql/site/graphql';
import { formatTaka } from '../format';
import classes from './BookingPage.module.css';

interface FareLineProps {
  kind: ReservationKind;
  from: string;
  to: string;
}

/** The live fare for the chosen route; the query runs only for a complete ride route. */
export function FareLine({ kind, from, to }: FareLineProps) {
  const ready = kind === 'RIDE' && from !== '' && to !== '' && from !== to;
  const { data, loading, error } = useQuery(PublicFareQuoteDocument, {
    variables: { from, to },
    skip: !ready,
  });

  let text: React.ReactNode;
  if (kind === 'HELICOPTER') {
    text = 'Helicopter charters are quoted by our team within two hours of your request.';
  } else if (!ready) {
    text =
      from && from === to ? 'Choose two different places.' : 'Choose both places to see the fare.';
  } else if (loading) {
    text = 'Looking up the fare…';
  } else if (error) {
    text = 'The fare could not be loaded; we will confirm it when we call you.';
  } else if (data?.fare) {
    text = (
      <>
        Fixed fare {from} → {to}:{' '}
        <strong data-testid="booking-fare">{formatTaka(data.fare.fareRate)}</strong>
      </>
    );
  } else {
    text = 'No fixed fare for this route yet: we will quote it when we confirm your booking.';
  }

  return (
    <div className={classes.fare} aria-live="polite">
      <IconReceipt size={20} aria-hidden />
      <Text size="sm">{text}</Text>
    </div>
  );
}
