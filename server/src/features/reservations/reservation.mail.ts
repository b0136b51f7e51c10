import { mailCount, mailDay, type RequestMail } from '../../records/inbox/request-mail';
import type { Services } from '../../services';
import type { ReservationStatus } from './reservation.entity';

/** A reservation in its visitor's e-mails (features/status/visitor-mail.ts sends them). */
export const reservationMail: RequestMail<Services> = {
  kind: 'RESERVATION',
  called: { en: 'booking', bn: 'বুকিং' },
  states: {
    PENDING: { en: 'Waiting for confirmation', bn: 'নিশ্চিত হওয়ার অপেক্ষায়' },
    CONFIRMED: { en: 'Confirmed', bn: 'নিশ্চিত হয়েছে' },
    CANCELLED: { en: 'Cancelled', bn: 'বাতিল হয়েছে' },
    COMPLETED: { en: 'Completed', bn: 'সম্পন্ন হয়েছে' },
  } satisfies Record<ReservationStatus, unknown>,
  async find(services, id) {
    const r = await services.reservations.find(id);
    const heli = r?.kind === 'HELICOPTER';
    return (
      r && {
        ...r,
        name: r.passengerName,
        summary: {
          en: [
            [heli ? 'Helicopter' : 'Ride', `${r.departureLocation} → ${r.destinationLocation}`],
            ['Date', mailDay(r.journeyDate, 'en')],
            ['Passengers', mailCount(r.numberOfPassengers, 'en')],
          ],
          bn: [
            [heli ? 'হেলিকপ্টার' : 'রাইড', `${r.departureLocation} → ${r.destinationLocation}`],
            ['তারিখ', mailDay(r.journeyDate, 'bn')],
            ['যাত্রী', mailCount(r.numberOfPassengers, 'bn')],
          ],
        },
      }
    );
  },
};
