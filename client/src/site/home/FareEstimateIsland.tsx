import { useId, type FormEvent } from 'react';
import { IconArrowRight } from '@tabler/icons-react';
import { formatTaka } from '../../i18n/format';
import { useLocale, useLocalePath, useT } from '../../i18n/i18n';
import { PlainButton } from '../ui/ButtonLink';
import { MantineText, vars } from '../ui/mantineMarkup';
import { useIslandForm, type FieldProps } from '../forms/useIslandForm';
import classes from './HomePage.module.css';
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
  name: string;
  label: string;
  placeholder: string;
  places: readonly string[] | undefined;
  field: FieldProps;
}

/**
 * A native select: light enough for the first screen, and the best picker on phones. Places are
 * as staff typed them in the fare list: English, marked so.
 */
function PlaceSelect({ name, label, placeholder, places, field }: PlaceSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className={classes.selectBox}>
        <select
          id={id}
          name={name}
          className={classes.select}
          value={field.value}
          onChange={field.onChange}
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
 * From/to chosen from the places the fare table knows → the fare → the booking form with that
 * route. An island (islands/Island.tsx): the places come from the server; `loading` is for the
 * client-side app, before its query ends.
 *
 * It is a GET form to the booking page with the selects named `from` and `to`, which that page
 * reads: without JavaScript its button opens the booking form with the route filled in (the fare
 * shows there). With it, the fare shows here as the route is chosen, and the button goes to the
 * same page by bookingLink (no empty `from=` or `to=` in the address).
 *
 * Mantine's Paper, Stack, Title and Text as the plain elements they render (ui/mantineMarkup.tsx):
 * no Mantine on the home page's first screen.
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
  // The route as the public forms hold their values: the island hydrates at the first touch
  // (FareEstimate.tsx), and `formProps` keeps a place chosen before that. No rules: the form is
  // only sent without JavaScript (or by `book`, below), never checked here.
  const form = useIslandForm({ initialValues: { from: '', to: '' }, validate: {} });
  const { from, to } = form.values;
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

  const localePath = useLocalePath();
  const book = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.location.assign(localePath(bookingLink(from, to)));
  };

  return (
    <div
      style={vars({
        '--paper-radius': 'var(--mantine-radius-lg)',
        '--paper-shadow': 'var(--mantine-shadow-xl)',
        color: 'var(--mantine-color-dark-8)',
      })}
      className={`m_1b7284a3 mantine-Paper-root ${classes.fareCard}`}
    >
      <form
        {...form.formProps}
        method="get"
        action={localePath('/booking')}
        onSubmit={book}
        style={vars({
          '--stack-gap': 'var(--mantine-spacing-md)',
          '--stack-align': 'stretch',
          '--stack-justify': 'flex-start',
        })}
        className="m_6d731127 mantine-Stack-root"
      >
        <div>
          <h2
            style={vars({
              '--title-fw': 'var(--mantine-h2-font-weight)',
              '--title-lh': 'var(--mantine-h2-line-height)',
              '--title-fz': 'var(--mantine-h2-font-size)',
              fontSize: 'calc(1.375rem * var(--mantine-scale))',
            })}
            className="m_8a5d1357 mantine-Title-root"
            data-order="2"
          >
            {t('estimate.title')}
          </h2>
          <MantineText
            size="sm"
            dimmed
            style={{ marginTop: 'calc(0.25rem * var(--mantine-scale))' }}
          >
            {t('estimate.lead')}
          </MantineText>
        </div>
        {PLACE_SELECTS.map(({ end, label, placeholder }) => (
          <PlaceSelect
            key={end}
            name={end}
            label={t(label)}
            placeholder={t(placeholder)}
            places={places?.[end]}
            field={form.getInputProps(end)}
          />
        ))}
        <div aria-live="polite" style={{ minHeight: 58 }}>
          {ready && fare ? (
            <>
              <MantineText size="sm" dimmed>
                {t('estimate.oneWay')}
              </MantineText>
              <MantineText
                style={{
                  color: 'var(--mantine-color-brand-8)',
                  fontSize: 'calc(1.875rem * var(--mantine-scale))',
                  fontWeight: 800,
                  lineHeight: 1.1,
                }}
                data-testid="fare-amount"
              >
                {formatTaka(fare.fareRate, locale)}
              </MantineText>
            </>
          ) : (
            <MantineText size="sm" dimmed>
              {result || t('estimate.prompt')}
            </MantineText>
          )}
        </div>
        <PlainButton type="submit" fullWidth>
          {t(ready ? 'estimate.bookThis' : 'estimate.goToBooking')}
          <IconArrowRight size={18} aria-hidden />
        </PlainButton>
      </form>
    </div>
  );
}
