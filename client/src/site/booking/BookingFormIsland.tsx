import { useState } from 'react';
import { IconPaperclip } from '@tabler/icons-react';
import { isCancelled, useUploadProgress } from '../../components/useUploadProgress';
import { PublicCreateReservationDocument } from '../../gql/islands/graphql';
import { formatNumber } from '../../i18n/format';
import { useLocale, useT } from '../../i18n/i18n';
import type { KnownQuote } from '../fares/fareQuote';
import { FormProblem } from '../forms/alerts';
import { FormSuccess } from '../forms/FormSuccess';
import { KeptNotice } from '../forms/KeptNotice';
import { isOffline, newKey } from '../forms/outbox';
import { ReferenceLine } from '../forms/ReferenceLine';
import { useKeptForms } from '../forms/useKeptForms';
import type { BookingPost } from '../forms/formPost';
import { ConsentLine } from '../forms/ConsentLine';
import { selectField, textField } from '../forms/fields';
import { FileField } from '../forms/FileField';
import { FormStack, SubmitButton, TwoColumns } from '../forms/layout';
import { SegmentedRadios } from '../forms/SegmentedRadios';
import { reportFailure } from '../forms/submit';
import { UploadBar } from '../forms/UploadBar';
import { useIslandForm } from '../forms/useIslandForm';
import type { FarePlaces } from '../home/FareEstimateIsland';
import { Booked } from './Booked';
import { createReservation, uploadBookingDocument, type Reservation } from './bookingApi';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  bookingRules,
  DOCUMENT_TYPES,
  fieldLabel,
  MAX_PASSENGERS,
  type BookingValues,
} from './bookingRules';
import { postedValues, prefilled, reservationInput, type BookingPrefill } from './bookingValues';
import { FareLine } from './FareLine';

/** What the page gives the booking island (JSON: the server writes it into the page). */
export interface BookingFormProps {
  /** `?from=…&to=…&kind=helicopter` of the page's address. */
  prefill: BookingPrefill;
  /** The places of the fare table (null: the server could not read them). */
  places: FarePlaces | null;
  /** The fare of the prefilled route, looked up by the server. */
  fare: KnownQuote | null;
  /** Today in Dhaka when the page was rendered: the date picker's first day. */
  today: string;
  /** The number the success panel gives for questions. */
  phone: string;
  /**
   * The form as the server answered it when it was posted without JavaScript (a plain POST to
   * this page, server/src/features/reservations/booking-form.ts): booked, or refused with its errors and values.
   */
  posted: BookingPost | null;
}

/**
 * The places of the fare list, as staff typed them (content without a Bangla version: marked
 * English), after a first empty "choose" option in the page's language.
 */
function placeOptions(places: readonly string[] | undefined, chosen: string, placeholder: string) {
  const list = [...(places ?? [])];
  // A place passed in the address (?from=…) stays choosable even when the list is missing.
  if (chosen && !list.includes(chosen)) list.unshift(chosen);
  return (
    <>
      <option value="">{placeholder}</option>
      {list.map((place) => (
        <option key={place} value={place} lang="en">
          {place}
        </option>
      ))}
    </>
  );
}

/**
 * The booking page's island (islands/Island.tsx): the form, then what was booked, with a way to
 * book again (a fresh form, prefilled from the address as at first).
 */
export function BookingFormIsland({ phone, posted, ...props }: BookingFormProps) {
  const [booked, setBooked] = useState<Reservation | null>(posted?.booked ?? null);
  // A refused post fills the first form only: booking again starts afresh.
  const [refused, setRefused] = useState(posted?.booked ? null : posted);
  const [formKey, setFormKey] = useState(0);
  if (booked) {
    const again = () => {
      setBooked(null);
      setRefused(null);
      setFormKey((k) => k + 1);
    };
    return <Booked reservation={booked} phone={phone} onAgain={again} />;
  }
  return <BookingForm key={formKey} {...props} posted={refused} onBooked={setBooked} />;
}

type BookingFormFieldsProps = Omit<BookingFormProps, 'phone'> & {
  onBooked: (reservation: Reservation) => void;
};

/** Ride or helicopter: route, fare, passenger, date, optional document → createReservation. */
function BookingForm({ prefill, places, fare, today, posted, onBooked }: BookingFormFieldsProps) {
  const t = useT();
  const locale = useLocale();
  const [problem, setProblem] = useState<string | null>(posted?.problem ?? null);
  const [sending, setSending] = useState(false);
  const progress = useUploadProgress();
  // Sent without a connection: kept on the phone, without its document (a file is not kept),
  // and sent when the connection is back (forms/outbox.ts).
  const kept = useKeptForms('booking');
  const form = useIslandForm<BookingValues>({
    initialValues: posted ? postedValues(posted) : prefilled(prefill),
    initialErrors: posted?.errors,
    validate: bookingRules(t, locale),
  });
  const { values } = form;
  const maxPassengers = MAX_PASSENGERS[values.kind];

  const submit = form.onSubmit(async (v) => {
    setProblem(null);
    setSending(true);
    kept.clear();
    const key = newKey();
    try {
      let document: { id: number; claimToken: string } | null = null;
      if (v.document) {
        const upload = progress.start();
        try {
          document = await uploadBookingDocument(v.document, locale, upload.context.fetchOptions);
        } catch (error) {
          if (!isCancelled(error, upload.signal)) throw error;
          // Nothing was stored: the form keeps what was typed.
          return setProblem(t('booking.upload.cancelled'));
        } finally {
          progress.done();
        }
      }
      onBooked(await createReservation(reservationInput(v, document), locale, key));
    } catch (error) {
      if (isOffline(error)) {
        const input = { ...reservationInput(v, null), locale };
        const variables = { input };
        await kept.keep({
          key,
          locale,
          query: PublicCreateReservationDocument.toString(),
          variables,
          name: v.passengerName,
        });
        form.reset();
      } else setProblem(reportFailure(error, form, t, { file: 'document' }));
    } finally {
      setSending(false);
    }
  });

  return (
    // Without JavaScript the form posts itself, document included, to this page (its address,
    // query string and all): server/src/features/reservations/booking-form.ts answers it.
    <form
      {...form.formProps}
      onSubmit={submit}
      method="post"
      encType="multipart/form-data"
      noValidate
      aria-label={t('booking.form')}
    >
      <FormStack>
        {kept.sent && (
          <FormSuccess title={t('booking.keptSent')} onClose={kept.clear}>
            {t('booking.keptThanks', { name: kept.sent.name })}
            <ReferenceLine reference={kept.sent.reference} />
          </FormSuccess>
        )}
        <KeptNotice kept={kept} />
        {kept.waiting && <p>{t('booking.keptWithoutDocument')}</p>}
        <FormProblem>{problem}</FormProblem>
        <SegmentedRadios
          name="kind"
          label={t('booking.whatToBook')}
          value={values.kind}
          choices={[
            { value: 'RIDE', label: t('booking.ride') },
            { value: 'HELICOPTER', label: t('booking.helicopter') },
          ]}
          onChange={(kind) => {
            form.setFieldValue('kind', kind);
            if (Number(values.numberOfPassengers) > MAX_PASSENGERS[kind]) {
              form.setFieldValue('numberOfPassengers', String(MAX_PASSENGERS[kind]));
            }
          }}
        />
        <TwoColumns>
          {selectField(form, 'departureLocation', t('booking.from'), null, [], {
            children: placeOptions(
              places?.from,
              values.departureLocation,
              t('booking.choosePickup'),
            ),
          })}
          {selectField(form, 'destinationLocation', t('booking.to'), null, [], {
            children: placeOptions(
              places?.to,
              values.destinationLocation,
              t('booking.chooseDestination'),
            ),
          })}
        </TwoColumns>
        <FareLine
          kind={values.kind}
          from={values.departureLocation}
          to={values.destinationLocation}
          known={fare}
        />
        {textField(form, 'passengerName', fieldLabel('passengerName', locale), {
          autoComplete: 'name',
        })}
        <TwoColumns>
          {textField(form, 'email', fieldLabel('email', locale), {
            type: 'email',
            autoComplete: 'email',
          })}
          {textField(form, 'mobile', fieldLabel('mobile', locale), {
            type: 'tel',
            autoComplete: 'tel',
            placeholder: '+880 1712-345678',
          })}
        </TwoColumns>
        <TwoColumns>
          {selectField(
            form,
            'numberOfPassengers',
            t('booking.passengers'),
            null,
            Array.from({ length: maxPassengers }, (_, i) => ({
              value: String(i + 1),
              label: formatNumber(i + 1, locale),
            })),
          )}
          {textField(form, 'journeyDate', t('booking.journeyDate'), {
            type: 'date',
            min: today,
            max: addDays(today, BOOKING_HORIZON_DAYS),
          })}
        </TwoColumns>
        <FileField
          form={form}
          name="document"
          label={t('booking.document')}
          description={t('booking.documentHint')}
          placeholder={t('booking.attachFile')}
          accept={DOCUMENT_TYPES}
          icon={<IconPaperclip size={16} aria-hidden />}
          clearLabel={t('booking.removeFile')}
          onClear={() => form.setFieldValue('document', null)}
        />
        <UploadBar
          percent={progress.percent}
          onCancel={progress.cancel}
          texts={{
            label: t('booking.upload.label'),
            progress: (percent) => t('booking.upload.progress', { percent }),
            saving: t('booking.upload.saving'),
            cancel: t('booking.upload.cancel'),
          }}
        />
        <ConsentLine purpose="booking" />
        <SubmitButton loading={sending}>
          {t(values.kind === 'HELICOPTER' ? 'booking.submitHelicopter' : 'booking.submitRide')}
        </SubmitButton>
      </FormStack>
    </form>
  );
}
