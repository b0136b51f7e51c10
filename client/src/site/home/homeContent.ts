import type { MessageId } from '../../i18n/i18n';
import { REGISTRATION_LINKS } from '../siteConfig';

export interface Journey {
  id: 'customer' | 'driver' | 'dmart';
  title: MessageId;
  summary: MessageId;
  steps: { title: MessageId; text: MessageId }[];
}

/** How it works, for the original's three audiences: Customer, Driver and D-Mart. */
export const JOURNEYS: Journey[] = [
  {
    id: 'customer',
    title: 'home.1.title',
    summary: 'home.2.summary',
    steps: [
      {
        title: 'home.3.title',
        text: 'home.4.text',
      },
      {
        title: 'home.5.title',
        text: 'home.6.text',
      },
      {
        title: 'home.7.title',
        text: 'home.8.text',
      },
      {
        title: 'home.9.title',
        text: 'home.10.text',
      },
    ],
  },
  {
    id: 'driver',
    title: 'home.11.title',
    summary: 'home.12.summary',
    steps: [
      {
        title: 'home.13.title',
        text: 'home.14.text',
      },
      {
        title: 'home.15.title',
        text: 'home.16.text',
      },
      {
        title: 'home.17.title',
        text: 'home.18.text',
      },
      {
        title: 'home.19.title',
        text: 'home.20.text',
      },
    ],
  },
  {
    id: 'dmart',
    title: 'home.21.title',
    summary: 'home.22.summary',
    steps: [
      {
        title: 'home.23.title',
        text: 'home.24.text',
      },
      {
        title: 'home.25.title',
        text: 'home.26.text',
      },
      {
        title: 'home.27.title',
        text: 'home.28.text',
      },
      {
        title: 'home.29.title',
        text: 'home.30.text',
      },
    ],
  },
];

export interface Promotion {
  id: 'promo' | 'parcel' | 'commission';
  badge: MessageId;
  title: MessageId;
  text: MessageId;
  code?: string;
  to: string;
  action: MessageId;
}

/** The original's three promotions. */
export const PROMOTIONS: Promotion[] = [
  {
    id: 'promo',
    badge: 'home.31.badge',
    title: 'home.32.title',
    text: 'home.33.text',
    code: 'RIDEDHAKA',
    to: '/booking',
    action: 'home.34.action',
  },
  {
    id: 'parcel',
    badge: 'home.35.badge',
    title: 'home.36.title',
    text: 'home.37.text',
    to: REGISTRATION_LINKS.merchant.to,
    action: 'home.38.action',
  },
  {
    id: 'commission',
    badge: 'home.39.badge',
    title: 'home.40.title',
    text: 'home.41.text',
    to: REGISTRATION_LINKS.driver.to,
    action: 'home.42.action',
  },
];

export interface JoinCall {
  id: 'driver' | 'customer' | 'fleet' | 'merchant';
  title: MessageId;
  text: MessageId;
  to: string;
  action: MessageId;
}

/** The join calls: driver captain, customer, fleet partner and merchant. */
export const JOIN_CALLS: JoinCall[] = [
  {
    id: 'driver',
    title: 'home.43.title',
    text: 'home.44.text',
    to: REGISTRATION_LINKS.driver.to,
    action: 'home.45.action',
  },
  {
    id: 'customer',
    title: 'home.46.title',
    text: 'home.47.text',
    to: REGISTRATION_LINKS.customer.to,
    action: 'home.48.action',
  },
  {
    id: 'fleet',
    title: 'home.49.title',
    text: 'home.50.text',
    to: REGISTRATION_LINKS.fleet.to,
    action: 'home.51.action',
  },
  {
    id: 'merchant',
    title: 'home.52.title',
    text: 'home.53.text',
    to: REGISTRATION_LINKS.merchant.to,
    action: 'home.54.action',
  },
];

export interface Partner {
  name: string;
  /** Its drawing: a file under public/partners/, named without `.svg` (ui/sprites.ts). */
  logo: string;
  field: MessageId;
}

/** The eight partners of the carousel; their logos are our own drawings of fictional firms. */
export const PARTNERS: Partner[] = [
  { name: 'ShaplaPay', logo: 'shaplapay', field: 'home.55.field' },
  { name: 'Nodi Logistics', logo: 'nodi-logistics', field: 'home.56.field' },
  { name: 'Ghuri Travels', logo: 'ghuri-travels', field: 'home.57.field' },
  { name: 'Kolpo Insurance', logo: 'kolpo-insurance', field: 'home.58.field' },
  { name: 'Borsha Mobile', logo: 'borsha-mobile', field: 'home.59.field' },
  { name: 'Tara Foods', logo: 'tara-foods', field: 'home.60.field' },
  { name: 'Megh Cloud', logo: 'megh-cloud', field: 'home.61.field' },
  { name: 'Pakhi Mart', logo: 'pakhi-mart', field: 'home.62.field' },
];
