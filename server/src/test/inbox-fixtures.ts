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
