import type { RequestHandler } from 'express';
import multer from 'multer';
import { numberish } from '../../http/rest-names';
import { formFields, formLabels } from '../../records/declaration';
import type { Services } from '../../services';
import type { IncomingFile } from '../../storage/files';
import { localeOfPage, pageForm, readFormBody } from '../../ssr/form-post';
import { reservationRecord } from './reservation.record';

/** The form's controls by name (client/src/site/booking/BookingFormIsland.tsx), its file aside. */
const FIELDS = formFields(reservationRecord);
type Field = (typeof FIELDS)[number];
/** The optional travel document's control. */
const FILE_FIELD = 'document';

/**
 * How the messages name the text fields that are stored as typed (their Bangla comes from the
 * declaration too); the kind and the count are refused by their own rules.
 */
const LABELS = formLabels(reservationRecord);

/** The form's body, with the optional document held in memory up to uploadBookingDocument's limit. */
function readForm(maxBytes: number): RequestHandler {
  const multipart = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 100 * 1024, parts: 30 },
  }).single(FILE_FIELD);
  return readFormBody(multipart, maxBytes, () => 'Booking document');
}

/** The form's text as the service takes it (as the REST shim does): the count as a number. */
const reservationFields = (values: Record<Field, string>) => ({
  ...values,
  kind: values.kind || undefined,
  numberOfPassengers: numberish(values.numberOfPassengers),
});

/**
 * The booking form without JavaScript: a plain HTML POST (multipart with the optional travel
 * document), validated and stored by the reservations service (the one createReservation uses;
 * the document as uploadBookingDocument stores it), rate-limited as every public write, answered
 * with the booking page again: with the booked panel, or with the field errors (in the page's
 * language) and what was typed.
 */
export function bookingForm(services: Services) {
  return pageForm({
    form: 'booking',
    paths: ['/booking', '/bn/booking'],
    read: readForm(services.bookingDocuments.maxBytes),
    fields: FIELDS,
    labels: LABELS,
    rename: { file: FILE_FIELD },
    // The address as it was: a route given in it (?from=…&to=…) stays in the page.
    url: (req) => req.originalUrl,
    store: async (values, req) => {
      const file: IncomingFile | undefined = req.file && {
        buffer: req.file.buffer,
        originalName: req.file.originalname,
      };
      const saved = await services.reservations.createWithDocument(
        { ...reservationFields(values), locale: localeOfPage(req.path) },
        file,
      );
      // What the booked panel shows, and nothing more of the row.
      const booked = {
        id: saved.id,
        reference: saved.reference,
        kind: saved.kind,
        departureLocation: saved.departureLocation,
        destinationLocation: saved.destinationLocation,
        journeyDate: saved.journeyDate,
        numberOfPassengers: saved.numberOfPassengers,
      };
      return { form: 'booking', values: {}, errors: {}, booked };
    },
  });
}
