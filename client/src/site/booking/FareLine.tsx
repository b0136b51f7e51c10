import { Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconReceipt } from '@tabler/icons-react';
import { PublicFareQuoteDocument, type ReservationKind } from '../../gql/site/graphql';
import { formatTaka } from '../../i18n/format';
import { T, useLocale, useT } from '../../i18n/i18n';
import classes from './BookingPage.module.css';

interface FareLineProps {
  kind: ReservationKind;
  from: string;
  to: string;
}

/** The live fare for the chosen route; the query runs only for a complete ride route. */
export function FareLine({ kind, from, to }: FareLineProps) {
  const t = useT();
  const locale = useLocale();
  const ready = kind === 'RIDE' && from !== '' && to !== '' && from !== to;
  const { data, loading, error } = useQuery(PublicFareQuoteDocument, {
    variables: { from, to },
    skip: !ready,
  });

  let text: React.ReactNode;
  if (kind === 'HELICOPTER') {
    text = t('fare.helicopter');
  } else if (!ready) {
    text = t(from && from === to ? 'fare.twoDifferent' : 'fare.chooseBoth');
  } else if (loading) {
    text = t('fare.loading');
  } else if (error) {
    text = t('fare.error');
  } else if (data?.fare) {
    text = (
      <>
        <T
          id="fare.fixed"
          values={{ from, to }}
          // Places are as staff typed them in the fare list: English.
          components={{ 0: <span lang="en" />, 1: <span lang="en" /> }}
        />{' '}
        <strong data-testid="booking-fare">{formatTaka(data.fare.fareRate, locale)}</strong>
      </>
    );
  } else {
    text = t('fare.none');
  }

  return (
    <div className={classes.fare} aria-live="polite">
      <IconReceipt size={20} aria-hidden />
      <Text size="sm">{text}</Text>
    </div>
  );
}
