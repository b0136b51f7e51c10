import { simplePdf } from '../../database/demo-pdf';
import type { Logger } from '../../logger';
import type { Services } from '../../services';
import { todayInDhaka } from '../../validation';
import { ReservationKind } from './reservation.entity';

type Demo = [
  kind: ReservationKind,
  from: string,
  to: string,
  name: string,
  passengers: number,
  daysAhead: number,
  withDocument: boolean,
];

const { RIDE, HELICOPTER } = ReservationKind;
const DEMOS: Demo[] = [
  [RIDE, 'Mirpur', 'Gulshan', 'Sadia Rahman', 2, 2, false],
  [RIDE, 'Dhaka', 'Chattogram', 'Mahmudul Hasan', 4, 7, true],
  [HELICOPTER, 'Dhaka', "Cox's Bazar", 'Farhana Akter', 4, 14, true],
  [RIDE, 'Dhaka Airport', 'Banani', 'Imran Kabir', 1, 1, false],
  [RIDE, 'Dhaka', 'Sylhet', 'Kamrul Hasan', 10, 10, false],
  [HELICOPTER, 'Dhaka', 'Sylhet', 'Tasnim Chowdhury', 3, 20, false],
  [RIDE, 'Gulshan', 'Motijheel', 'Tanvir Ahmed', 2, 3, false],
  [RIDE, 'Dhanmondi', 'Uttara', 'Jannatul Ferdous', 3, 5, false],
];

const plusDays = (days: number) =>
  new Date(Date.parse(`${todayInDhaka()}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);

export async function seedReservations(services: Services, log: Logger): Promise<void> {
  if ((await services.reservations.count()) > 0) return;
  for (const [i, [kind, from, to, name, passengers, days, withDocument]] of DEMOS.entries()) {
    const journeyDate = plusDays(days);
    const doc = withDocument
      ? await services.bookingDocuments.upload({
          buffer: simplePdf([
            'DigitalRide booking request',
            `Passenger: ${name}`,
            `Route: ${from} to ${to}`,
            `Date: ${journeyDate}, ${passengers} passenger(s)`,
          ]),
          originalName: `booking-${name.split(' ')[0].toLowerCase()}.pdf`,
        })
      : null;
    await services.reservations.create({
      kind,
      departureLocation: from,
      destinationLocation: to,
      passengerName: name,
      email: `${name.split(' ')[0].toLowerCase()}@example.com`,
      mobile: `0171${String(5550000 + i * 1373).padStart(7, '0')}`,
      numberOfPassengers: passengers,
      journeyDate,
      bookingDocumentId: doc?.id ?? null,
      claimToken: doc?.claimToken ?? null,
    });
  }
  log.info({ count: DEMOS.length }, 'seeded demo reservations');
}
