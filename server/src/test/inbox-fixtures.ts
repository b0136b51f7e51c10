import { todayInDhaka } from '../validation';

/** What a visitor's contact form sends, as the services take it (tests of the inbox). */
export const MESSAGE = {
  name: 'Nusrat Jahan',
  contactNumber: '01712345678',
  email: 'nusrat@example.com',
  subject: 'Corporate account',
  message: 'Hello',
};

/** A reservation for today in Dhaka, as the services take it (tests of the inbox). */
export const reservationToday = () => ({
  departureLocation: 'Gulshan',
  destinationLocation: 'Airport',
  passengerName: 'Arif',
  email: 'arif@example.com',
  mobile: '01712345678',
  numberOfPassengers: 2,
  journeyDate: todayInDhaka(),
});

/** A customer's registration request, as the services take it (tests of the inbox). */
export const REGISTRATION = {
  kind: 'CUSTOMER',
  name: 'Jamal Uddin',
  phone: '01711-204455',
  city: 'Dhaka',
};

/** The date `n` days from today in Dhaka (YYYY-MM-DD), as a journey date is typed. */
export const inDays = (n: number) =>
  new Date(Date.parse(`${todayInDhaka()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A reservation in three days as the REST shim takes it (the original's field names). */
export const restTrip = () => ({
  kind: 'ride',
  departureLocation: 'Dhaka',
  destinationLocation: 'Sylhet',
  pname: 'Nusrat Jahan',
  email: 'nusrat@example.com',
  mobile: '+880 1712-345678',
  numberOfPassengers: 2,
  journeyDate: inDays(3),
});
