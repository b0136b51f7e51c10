import { In, type EntityManager } from 'typeorm';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../database/pg-errors';
import { AppError, fieldError, validationError, type FieldError } from '../../errors';
import type { IncomingFile } from '../../storage/files';
import { validateInput } from '../../validation';
import { BookingDocument } from './documents/booking-document.entity';
import type { BookingDocumentService } from './documents/booking-document.service';
import { idempotencyOf } from '../../records/inbox/idempotency';
import { InboxRecordService } from '../../records/inbox/inbox.service';
import { filterFields, formValues, searchFields } from '../../records/declaration';
import { NEWEST_FIRST } from '../../records/record.service';
import { localeOf } from '../../records/inbox/visitor-input';
import { RESERVATION_WORKFLOW, Reservation } from './reservation.entity';
import { ReservationInput } from './reservation.inputs';
import { reservationRecord } from './reservation.record';

const documentTaken = () =>
  fieldError('bookingDocumentId', 'This booking document is already attached to a reservation');

export class ReservationService extends InboxRecordService<Reservation> {
  constructor(
    deps: Deps,
    private readonly docs: BookingDocumentService,
  ) {
    super(
      deps,
      {
        entity: Reservation,
        label: 'Reservation',
        orderBy: NEWEST_FIRST,
        searchIn: searchFields(reservationRecord),
        declared: reservationRecord.fields,
        wordIndex: true,
        filters: filterFields(reservationRecord),
        describe: (r) =>
          `${r.passengerName}, ${r.departureLocation} → ${r.destinationLocation} on ${r.journeyDate}`,
      },
      RESERVATION_WORKFLOW,
      'RESERVATION',
    );
  }

  protected query() {
    return super.query().leftJoinAndSelect('r.bookingDocument', 'document');
  }

  async create(raw: unknown, idempotencyKey?: string): Promise<Reservation> {
    const input = await validateInput(ReservationInput, raw);
    const idempotency = idempotencyOf(idempotencyKey, raw);
    const bookingDocumentId = input.bookingDocumentId ?? null;
    const claimToken = input.claimToken ?? null;
    if (bookingDocumentId !== null && !claimToken) {
      throw fieldError(
        'claimToken',
        'A booking document is attached with the claimToken its upload answered, not by its id alone',
      );
    }
    let saved: Reservation;
    try {
      saved = await this.receive(
        async (m) => {
          if (bookingDocumentId !== null) await this.docs.claim(m, bookingDocumentId, claimToken!);
          return m.save(
            this.repo.create({
              ...formValues(reservationRecord, input),
              bookingDocumentId,
              locale: localeOf(input),
            }),
          );
        },
        (r) =>
          `${r.kind === 'HELICOPTER' ? 'Helicopter' : 'Ride'} booking by ${r.passengerName}: ${r.departureLocation} → ${r.destinationLocation}`,
        idempotency,
        // The answer names the document it attached, as the row read back did.
        (m, r) =>
          m.findOneOrFail(Reservation, {
            where: { id: r.id },
            relations: { bookingDocument: true },
          }),
      );
    } catch (err) {
      // Two reservations claiming one document at once: the unique column decides.
      if (isUniqueViolation(err)) throw documentTaken();
      throw err;
    }
    return saved;
  }

  /**
   * A booking with its document in one go (the form sent without JavaScript): the fields and the
   * file are both judged before anything is stored, so a refused form leaves no document behind;
   * then the document is stored as uploadBookingDocument stores it and the booking made with it.
   * The file's errors are on `file`, as uploadBookingDocument names them.
   */
  async createWithDocument(
    raw: Record<string, unknown>,
    file?: IncomingFile,
  ): Promise<Reservation> {
    const refused: FieldError[] = [];
    const collect = (err: unknown) => {
      if (!(err instanceof AppError) || !err.fields.length) throw err;
      refused.push(...err.fields);
    };
    await validateInput(ReservationInput, { ...raw, bookingDocumentId: undefined }).catch(collect);
    if (file) await this.docs.check(file).catch(collect);
    if (refused.length) throw validationError(refused);
    const doc = file ? await this.docs.upload(file) : null;
    return this.create({
      ...raw,
      bookingDocumentId: doc?.id ?? null,
      claimToken: doc?.claimToken ?? null,
    });
  }

  /** A delete: the reservations and their documents' rows, then (after commit) the files. */
  protected async deleteRows(m: EntityManager, rows: Reservation[]) {
    const docIds = rows.flatMap((r) => (r.bookingDocumentId ? [r.bookingDocumentId] : []));
    const docs = docIds.length ? await m.findBy(BookingDocument, { id: In(docIds) }) : [];
    await m.delete(Reservation, { id: In(rows.map((r) => r.id)) });
    if (docIds.length) await m.delete(BookingDocument, { id: In(docIds) });
    return async () => {
      for (const doc of docs) await this.docs.removeFile(doc);
    };
  }
}
