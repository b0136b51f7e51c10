import type { RegistrationKind } from '../../gql/site/graphql';

/** The fields a kind asks for beyond name, phone, e-mail and city. */
export type ExtraField = 'vehicleType' | 'fleetSize' | 'businessName' | 'productCategory';

export interface RegistrationKindConfig {
  /** The page's <h1> and document title. */
  title: string;
  pageName: string;
  description: string;
  lead: string;
  section: { label: string; to?: string };
  /** Which extra fields, and whether each is required. */
  extras: Partial<Record<ExtraField, 'required' | 'optional'>>;
  benefits: string[];
  bring: string[];
  submitLabel: string;
  success: string;
}

export const CITIES = [
  'Dhaka',
  'Chattogram',
  'Sylhet',
  'Khulna',
  'Rajshahi',
  'Barishal',
  'Rangpur',
  'Mymensingh',
  'Cumilla',
  'Gazipur',
  'Narayanganj',
  "Cox's Bazar",
];

export const PRODUCT_CATEGORIES = [
  'Fashion and clothing',
  'Electronics and gadgets',
  'Groceries and food',
  'Beauty and personal care',
  'Books and stationery',
  'Home and kitchen',
  'Handicrafts',
  'Medicine and health',
  'Other',
];

export const VEHICLE_TYPES = [
  { value: 'Bike', label: 'Bike' },
  { value: 'Car', label: 'Car' },
  { value: 'Micro', label: 'Micro (7 to 14 seats)' },
  { value: 'Ambulance', label: 'Ambulance' },
];

export const REGISTRATION_KINDS: Record<RegistrationKind, RegistrationKindConfig> = {
  DRIVER: {
    title: 'Become a driver captain',
    pageName: 'Driver Captain Registration',
    description:
      'Register as a DigitalRideWeb driver captain: drive your bike, car, micro or ambulance on your own hours, keep up to 100% of your fares and cash out every day.',
    lead: 'Drive your own vehicle on your own hours. No commission in your first month, and your earnings in your account every morning.',
    section: { label: 'Registration' },
    extras: { vehicleType: 'required' },
    benefits: [
      'Keep 100% of your fares for the first 30 days',
      'Daily payouts to your mobile wallet or bank account',
      'Free half-day training and a branded helmet',
      'Personal accident insurance on every trip',
    ],
    bring: [
      'National ID (NID)',
      'Driving licence for your vehicle type',
      'Vehicle registration, fitness certificate and tax token',
      'Valid vehicle insurance',
    ],
    submitLabel: 'Register as a driver captain',
    success:
      'Our onboarding team will call you within two working days to book your training session.',
  },
  CUSTOMER: {
    title: 'Create a customer account',
    pageName: 'Customer Registration',
    description:
      'Register as a DigitalRideWeb customer for rides, parcels and ambulances across Bangladesh, with 50% off your first three rides.',
    lead: 'One account for rides, parcels and ambulances — and 50% off your first three rides.',
    section: { label: 'Registration' },
    extras: {},
    benefits: [
      '50% off your first three rides with the code RIDEDHAKA',
      'Fares shown before you book, with no surge on rain days',
      'Live trip sharing with family',
      'A help line that answers 24/7',
    ],
    bring: ['Your mobile number — that is all'],
    submitLabel: 'Create my account',
    success: 'We will send your sign-in code by SMS; open the customer app to start riding.',
  },
  FLEET_PARTNER: {
    title: 'Become a fleet partner',
    pageName: 'Fleet Partner Registration',
    description:
      'Register as a DigitalRideWeb fleet partner: put your cars, micros or bikes to work with vetted driver captains and weekly statements.',
    lead: 'Own several vehicles? Put them to work with captains we have vetted, and follow every trip and taka in your partner dashboard.',
    section: { label: 'Registration' },
    extras: { fleetSize: 'required', businessName: 'optional' },
    benefits: [
      'Vetted, trained captains for your vehicles',
      'Weekly statements and payouts',
      'Live location and trip history for every vehicle',
      'Maintenance reminders before papers expire',
    ],
    bring: [
      'Trade licence (for companies)',
      'Registration and fitness papers of every vehicle',
      'Bank account for payouts',
    ],
    submitLabel: 'Register as a fleet partner',
    success: 'A partnership manager will call you within two working days.',
  },
  MERCHANT: {
    title: 'Merchant registration',
    pageName: 'Merchant Registration',
    description:
      'Register your shop with D-Mart, DigitalRideWeb’s parcel service for merchants: pick-up within two hours, delivery to 64 districts and cash on delivery paid in 48 hours.',
    lead: 'Sell more with D-Mart: we pick up within two hours, deliver to all 64 districts and pay your cash on delivery within 48 hours. New merchants save 20% for 30 days.',
    section: { label: 'Parcel Delivery', to: '/parcel' },
    extras: { businessName: 'required', productCategory: 'required' },
    benefits: [
      '20% off every delivery for your first 30 days',
      'Pick-up from your shop within two hours in Dhaka',
      'Cash on delivery paid within 48 hours',
      'A merchant dashboard for orders, tracking and payments',
    ],
    bring: ['Trade licence or Facebook page of your shop', 'Bank or mobile wallet account'],
    submitLabel: 'Register my shop',
    success: 'Our merchant team will call you within one working day to set up your first pick-up.',
  },
};
