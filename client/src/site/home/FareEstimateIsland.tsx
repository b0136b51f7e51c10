import { useId, useState } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { formatTaka } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/i18n';
import { ButtonLink } from '../ui/ButtonLink';
import classes from './HomePage.module.css';
import { NeedsJavaScript } from '../../components/NeedsJavaScript';
import { useFareQuote } from '../fares/fareQuote';

/** `/booking?from=…&to=…`: the booking form opens with the route filled in. */
export function bookingLink(from: string, to: string): string {
  const params = new URLSearchParams();
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return query ? `/booking?${query}` : '/booking';
}

interface PlaceSelectProps {
  label: string;
  placeholder: string;
  places: readonly string[] | undefined;
  value: string;
  onChange: (value: string) => void;
}

/** A native select: light enough for the first screen, and the best picker on phones. */
/** Places are as staff typed them in the fare list: English, marked so. */
function PlaceSelect({ label, placeholder, places, value, onChange }: PlaceSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <select
        id={id}
        className={classes.select}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        disabled={!places}
      >
        <option value="">{placeholder}</option>
        {places?.map((place) => (
          <option key={place} value={place} lang="en">
            {place}
          </option>
        ))}
      </select>
    </div>
  );
}

const PLACE_SELECTS = [
  { end: 'from', label: 'booking.from', placeholder: 'booking.choosePickup' },
  { end: 'to', label: 'booking.to', placeholder: 'booking.chooseDestination' },
] as const;

/** The places the fare table knows, as the server found them (null: it could not). */
export interface FarePlaces {
  from: string[];
  to: string[];
}

/**
 * From/to chosen from the places the fare table knows → the fare → a link to book it. An island
 * (islands/Island.tsx): the places come from the server; `loading` is for the client-side app,
 * before its query ends.
 */
export function FareEstimateIsland({
  places,
  loading = false,
}: {
  places: FarePlaces | null;
  loading?: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const [route, setRoute] = useState({ from: '', to: '' });
  const { from, to } = route;
  const ready = from !== '' && to !== '' && from !== to;
  const quote = useFareQuote(from, to, ready);
  const fare = quote?.state === 'found' ? { fareRate: quote.fareRate } : undefined;

  let result: string;
  if (!places && !loading) result = t('estimate.placesError');
  else if (!ready) result = from && from === to ? t('fare.twoDifferent') : '';
  else if (quote?.state === 'loading') result = t('fare.loading');
  else if (quote?.state === 'error') result = t('estimate.fareError');
  else if (fare) result = '';
  else result = t('estimate.none');

  return (
    <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="xl" c="dark.8">
      <Stack gap="md">
        <div>
          <Title order={2} fz={22}>
            {t('estimate.title')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('estimate.lead')}
          </Text>
        </div>
        <NeedsJavaScript title={t('js.fareNeedsJs')} />
        {PLACE_SELECTS.map(({ end, label, placeholder }) => (
          <PlaceSelect
            key={end}
            label={t(label)}
            placeholder={t(placeholder)}
            places={places?.[end]}
            value={route[end]}
            onChange={(place) => setRoute((r) => ({ ...r, [end]: place }))}
          />
        ))}
        <div aria-live="polite" style={{ minHeight: 58 }}>
          {ready && fare ? (
            <>
              <Text size="sm" c="dimmed">
                {t('estimate.oneWay')}
              </Text>
              <Text fz={30} fw={800} c="brand.8" lh={1.1} data-testid="fare-amount">
                {formatTaka(fare.fareRate, locale)}
              </Text>
            </>
          ) : (
            <Text size="sm" c="dimmed">
              {result || t('estimate.prompt')}
            </Text>
          )}
        </div>
        <ButtonLink to={bookingLink(from, to)} fullWidth>
          {t(ready ? 'estimate.bookThis' : 'estimate.goToBooking')}
          <IconArrowRight size={18} aria-hidden />
        </ButtonLink>
      </Stack>
    </Paper>
  );
}
