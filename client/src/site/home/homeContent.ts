import { REGISTRATION_LINKS } from '../siteConfig';

export interface Journey {
  id: 'customer' | 'driver' | 'dmart';
  title: string;
  summary: string;
  steps: { title: string; text: string }[];
}

/** How it works, for the original's three audiences: Customer, Driver and D-Mart. */
export const JOURNEYS: Journey[] = [
  {
    id: 'customer',
    title: 'Customer',
    summary: 'From the app to your door in four taps.',
    steps: [
      {
        title: 'Set pick-up and drop-off',
        text: 'Type an address or drop the pin; Bangla and English place names both work.',
      },
      {
        title: 'See the fare first',
        text: 'The fare is shown before you confirm, and that is what you pay — no surge on rain days.',
      },
      {
        title: 'Meet your captain',
        text: 'Name, photo, plate number and rating arrive with the booking; share the trip live with family.',
      },
      {
        title: 'Pay the way you like',
        text: 'Cash, card or mobile wallet. Rate the trip and get a receipt by SMS.',
      },
    ],
  },
  {
    id: 'driver',
    title: 'Driver',
    summary: 'Earn on your own hours, with your own vehicle.',
    steps: [
      {
        title: 'Register online',
        text: 'Fill in the driver captain form with your NID, driving licence and vehicle papers.',
      },
      {
        title: 'Half a day of training',
        text: 'Come to our Gulshan hub for road safety, the app and customer care. It is free.',
      },
      {
        title: 'Go online',
        text: 'Accept trips near you; the app shows the destination and fare before you take a trip.',
      },
      {
        title: 'Cash out every day',
        text: 'Earnings reach your mobile wallet or bank account the next morning, every day.',
      },
    ],
  },
  {
    id: 'dmart',
    title: 'D-Mart',
    summary: 'Our marketplace and delivery service for shops.',
    steps: [
      {
        title: 'Open your D-Mart shop',
        text: 'Register as a merchant, list products and get a dashboard for orders and payments.',
      },
      {
        title: 'Book a pick-up',
        text: 'A rider collects parcels from your shop or warehouse within two hours in Dhaka.',
      },
      {
        title: 'We deliver and collect',
        text: 'Same day in Dhaka, next day nationwide, with cash on delivery and live tracking.',
      },
      {
        title: 'Get paid in 48 hours',
        text: 'Collected cash is transferred to your bank or wallet within two working days.',
      },
    ],
  },
];

export interface Promotion {
  id: 'promo' | 'parcel' | 'commission';
  badge: string;
  title: string;
  text: string;
  code?: string;
  to: string;
  action: string;
}

/** The original's three promotions. */
export const PROMOTIONS: Promotion[] = [
  {
    id: 'promo',
    badge: 'Promo code',
    title: '50% off your first three rides',
    text: 'Enter the code in the customer app before you confirm. Up to Tk 100 off each ride; one code per account.',
    code: 'RIDEDHAKA',
    to: '/booking',
    action: 'Book a ride',
  },
  {
    id: 'parcel',
    badge: 'Parcel',
    title: '20% discount on parcel delivery',
    text: 'New merchants save 20% on every delivery for their first 30 days, across all 64 districts.',
    to: REGISTRATION_LINKS.merchant.to,
    action: 'Register as a merchant',
  },
  {
    id: 'commission',
    badge: 'Driver captains',
    title: 'Earn up to 100% commission',
    text: 'Keep every taka of your fares in your first month, and on all trips during weekly bonus hours.',
    to: REGISTRATION_LINKS.driver.to,
    action: 'Become a captain',
  },
];

export interface JoinCall {
  id: 'driver' | 'customer' | 'fleet' | 'merchant';
  title: string;
  text: string;
  to: string;
  action: string;
}

/** The join calls: driver captain, customer, fleet partner and merchant. */
export const JOIN_CALLS: JoinCall[] = [
  {
    id: 'driver',
    title: 'Driver Captain',
    text: 'Drive your bike, car or micro when it suits you and cash out every day.',
    to: REGISTRATION_LINKS.driver.to,
    action: 'Join as a driver captain',
  },
  {
    id: 'customer',
    title: 'Customer',
    text: 'Ride, send parcels and book ambulances from one account.',
    to: REGISTRATION_LINKS.customer.to,
    action: 'Join as a customer',
  },
  {
    id: 'fleet',
    title: 'Fleet Partner',
    text: 'Own several vehicles? Put them to work with vetted drivers and weekly statements.',
    to: REGISTRATION_LINKS.fleet.to,
    action: 'Join as a fleet partner',
  },
  {
    id: 'merchant',
    title: 'Merchant',
    text: 'Sell on D-Mart and let our riders deliver, with cash on delivery nationwide.',
    to: REGISTRATION_LINKS.merchant.to,
    action: 'Join as a merchant',
  },
];

export interface Partner {
  name: string;
  /** File under public/partners/. */
  logo: string;
  field: string;
}

/** The eight partners of the carousel; their logos are our own drawings of fictional firms. */
export const PARTNERS: Partner[] = [
  { name: 'ShaplaPay', logo: 'shaplapay.svg', field: 'Mobile payments' },
  { name: 'Nodi Logistics', logo: 'nodi-logistics.svg', field: 'Warehousing' },
  { name: 'Ghuri Travels', logo: 'ghuri-travels.svg', field: 'Tours and tickets' },
  { name: 'Kolpo Insurance', logo: 'kolpo-insurance.svg', field: 'Trip insurance' },
  { name: 'Borsha Mobile', logo: 'borsha-mobile.svg', field: 'Telecom' },
  { name: 'Tara Foods', logo: 'tara-foods.svg', field: 'Food delivery' },
  { name: 'Megh Cloud', logo: 'megh-cloud.svg', field: 'Cloud hosting' },
  { name: 'Pakhi Mart', logo: 'pakhi-mart.svg', field: 'Online retail' },
];
