import type { ReactNode } from 'react';
import { IconReceipt } from '@tabler/icons-react';
import type { ReservationKind } from '../../gql/site/graphql';
import { formatTaka } from '../../i18n/format';
import { T, useLocale, useT } from '../../i18n/i18n';
import { useFareQuote, type KnownQuote } from '../fares/fareQuote';
import { SmallText } from '../forms/layout';
import classes from './BookingPage.module.css';

interface FareLineProps {
  kind: ReservationKind;
  from: string;
  to: string;
  /** The fare of the route the page opened with, looked up by the server. */
  known: KnownQuote | null;
}

/** The live fare for the chosen route; asked for only for a complete ride route. */
export function FareLine({ kind, from, to, known }: FareLineProps) {
  const t = useT();
  const locale = useLocale();
  const ready = kind === 'RIDE' && from !== '' && to !== '' && from !== to;
  const quote = useFareQuote(from, to, ready, known);

  let text: ReactNode;
  if (kind === 'HELICOPTER') {
    text = t('fare.helicopter');
  } else if (!ready || !quote) {
    text = t(from && from === to ? 'fare.twoDifferent' : 'fare.chooseBoth');
  } else if (quote.state === 'loading') {
    text = t('fare.loading');
  } else if (quote.state === 'error') {
    text = t('fare.error');
  } else if (quote.state === 'found') {
    text = (
      <>
        <T
          id="fare.fixed"
          values={{ from, to }}
          // Places are as staff typed them in the fare list: English.
          components={{ 0: <span lang="en" />, 1: <span lang="en" /> }}
        />{' '}
        <strong data-testid="booking-fare">{formatTaka(quote.fareRate, locale)}</strong>
      </>
    );
  } else {
    text = t('fare.none');
  }

  return (
    <div className={classes.fare} aria-live="polite">
      <IconReceipt size={20} aria-hidden />
      <SmallText>{text}</SmallText>
    </div>
  );
}
