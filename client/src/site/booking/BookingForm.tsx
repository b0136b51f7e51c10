import { NeedsJavaScript } from '../../components/NeedsJavaScript';
import { useState } from 'react';
import { Button, FileInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPaperclip } from '@tabler/icons-react';
import { FormProblem } from '../../components/FormProblem';
import { isCancelled, UploadProgress, useUploadProgress } from '../../components/UploadProgress';
import {
  PublicCreateReservationDocument,
  PublicFarePlacesDocument,
  PublicUploadBookingDocumentDocument,
  type PublicCreateReservationMutation,
  type ReservationKind,
} from '../../gql/site/graphql';
import { selectField, textField } from '../forms/fields';
import { FORM_CONTEXT, reportFailure } from '../forms/submit';
import { FareLine } from './FareLine';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  BOOKING_RULES,
  DOCUMENT_TYPES,
  MAX_PASSENGERS,
  todayInDhaka,
  type BookingValues,
} from './bookingRules';

export type Reservation = PublicCreateReservationMutation['createReservation'];

export interface BookingPrefill {
  kind?: ReservationKind;
  from?: string;
  to?: string;
}

function placeOptions(places: readonly string[] | undefined, chosen: string, placeholder: string) {
  const list = [...(places ?? [])];
  // A place passed in the address (?from=…) stays choosable even before the list arrives.
  if (chosen && !list.includes(chosen)) list.unshift(chosen);
  return [{ value: '', label: placeholder }, ...list];
}

interface BookingFormProps {
  prefill: BookingPrefill;
  onBooked: (reservation: Reservation) => void;
}

/** Ride or helicopter: route, fare, passenger, date, optional document → createReservation. */
export function BookingForm({ prefill, onBooked }: BookingFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const progress = useUploadProgress();
  const places = useQuery(PublicFarePlacesDocument);
  const [upload, uploading] = useMutation(PublicUploadBookingDocumentDocument, {
    context: FORM_CONTEXT,
  });
  const [reserve, reserving] = useMutation(PublicCreateReservationDocument, {
    context: FORM_CONTEXT,
  });
  const today = todayInDhaka();
  const form = useForm<BookingValues>({
    initialValues: {
      kind: prefill.kind ?? 'RIDE',
      departureLocation: prefill.from ?? '',
      destinationLocation: prefill.to ?? '',
      passengerName: '',
      email: '',
      mobile: '',
      numberOfPassengers: '1',
      journeyDate: '',
      document: null,
    },
    validate: BOOKING_RULES,
    validateInputOnBlur: true,
  });
  const { values } = form;
  const maxPassengers = MAX_PASSENGERS[values.kind];

  const submit = form.onSubmit(async (v) => {
    setProblem(null);
    try {
      let bookingDocumentId: number | null = null;
      if (v.document) {
        const sending = progress.start();
        try {
          const { data } = await upload({
            variables: { file: v.document },
            context: { ...FORM_CONTEXT, ...sending.context },
          });
          bookingDocumentId = data?.uploadBookingDocument.id ?? null;
        } catch (error) {
          if (!isCancelled(error, sending.signal)) throw error;
          // Nothing was stored: the form keeps what was typed.
          return setProblem(
            'Upload cancelled: nothing was sent. Attach the file again, or book without it.',
          );
        } finally {
          progress.done();
        }
      }
      const { data } = await reserve({
        variables: {
          input: {
            kind: v.kind,
            departureLocation: v.departureLocation.trim(),
            destinationLocation: v.destinationLocation.trim(),
            passengerName: v.passengerName.trim(),
            email: v.email.trim(),
            mobile: v.mobile.trim(),
            numberOfPassengers: Number(v.numberOfPassengers),
            journeyDate: v.journeyDate,
            bookingDocumentId,
          },
        },
      });
      if (data) {
        form.reset();
        onBooked(data.createReservation);
      }
    } catch (error) {
      setProblem(reportFailure(error, form, { file: 'document' }));
    }
  });

  return (
    <form onSubmit={submit} method="post" noValidate aria-label="Booking form">
      <Stack gap="md">
        <NeedsJavaScript />
        <FormProblem>{problem}</FormProblem>
        <div>
          <Text component="p" fw={600} size="sm" mb={6} id="kind-label">
            What would you like to book?
          </Text>
          <SegmentedControl
            fullWidth
            aria-labelledby="kind-label"
            data={[
              { value: 'RIDE', label: 'Ride' },
              { value: 'HELICOPTER', label: 'Helicopter' },
            ]}
            {...form.getInputProps('kind')}
            onChange={(kind) => {
              form.setFieldValue('kind', kind as ReservationKind);
              const max = MAX_PASSENGERS[kind as ReservationKind];
              if (Number(values.numberOfPassengers) > max) {
                form.setFieldValue('numberOfPassengers', String(max));
              }
            }}
          />
        </div>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {selectField(
            form,
            'departureLocation',
            'From',
            null,
            placeOptions(places.data?.from, values.departureLocation, 'Choose pick-up'),
          )}
          {selectField(
            form,
            'destinationLocation',
            'To',
            null,
            placeOptions(places.data?.to, values.destinationLocation, 'Choose destination'),
          )}
        </SimpleGrid>
        <FareLine
          kind={values.kind}
          from={values.departureLocation}
          to={values.destinationLocation}
        />
        {textField(form, 'passengerName', 'Passenger name', { autoComplete: 'name' })}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {textField(form, 'email', 'Email', { type: 'email', autoComplete: 'email' })}
          {textField(form, 'mobile', 'Mobile', {
            type: 'tel',
            autoComplete: 'tel',
            placeholder: '+880 1712-345678',
          })}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {selectField(
            form,
            'numberOfPassengers',
            'Passengers',
            null,
            Array.from({ length: maxPassengers }, (_, i) => String(i + 1)),
          )}
          {textField(form, 'journeyDate', 'Journey date', {
            type: 'date',
            min: today,
            max: addDays(today, BOOKING_HORIZON_DAYS),
          })}
        </SimpleGrid>
        <FileInput
          label="Booking document"
          description="Optional: a PDF or image up to 10 MB, such as a travel permit or hospital referral"
          placeholder="Attach a file"
          accept={DOCUMENT_TYPES}
          clearable
          leftSection={<IconPaperclip size={16} aria-hidden />}
          {...form.getInputProps('document')}
        />
        <UploadProgress
          percent={progress.percent}
          onCancel={progress.cancel}
          label="Uploading the document"
        />
        <Button type="submit" size="md" loading={uploading.loading || reserving.loading}>
          {values.kind === 'HELICOPTER' ? 'Request helicopter booking' : 'Request booking'}
        </Button>
      </Stack>
    </form>
  );
}
