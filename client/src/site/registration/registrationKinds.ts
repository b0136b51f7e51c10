import type { RegistrationKind } from '../../gql/site/graphql';
import type { MessageId } from '../../i18n/i18n';

/** The fields a kind asks for beyond name, phone, e-mail and city. */
export type ExtraField = 'vehicleType' | 'fleetSize' | 'businessName' | 'productCategory';

/** What a visitor reads is a message id (i18n/catalogs). */
export interface RegistrationKindConfig {
  /** The page's <h1> and document title. */
  title: MessageId;
  pageName: MessageId;
  description: MessageId;
  lead: MessageId;
  section: { label: MessageId; to?: string };
  /** Which extra fields, and whether each is required. */
  extras: Partial<Record<ExtraField, 'required' | 'optional'>>;
  benefits: MessageId[];
  bring: MessageId[];
  submitLabel: MessageId;
  success: MessageId;
}

/** A choice sent to the server as its English value, shown in the page's language. */
export interface Choice {
  value: string;
  label: MessageId;
}

export const CITIES: Choice[] = [
  { value: 'Dhaka', label: 'city.Dhaka' },
  { value: 'Chattogram', label: 'city.Chattogram' },
  { value: 'Sylhet', label: 'city.Sylhet' },
  { value: 'Khulna', label: 'city.Khulna' },
  { value: 'Rajshahi', label: 'city.Rajshahi' },
  { value: 'Barishal', label: 'city.Barishal' },
  { value: 'Rangpur', label: 'city.Rangpur' },
  { value: 'Mymensingh', label: 'city.Mymensingh' },
  { value: 'Cumilla', label: 'city.Cumilla' },
  { value: 'Gazipur', label: 'city.Gazipur' },
  { value: 'Narayanganj', label: 'city.Narayanganj' },
  { value: "Cox's Bazar", label: 'city.CoxsBazar' },
];

export const PRODUCT_CATEGORIES: Choice[] = [
  { value: 'Fashion and clothing', label: 'product.fashion' },
  { value: 'Electronics and gadgets', label: 'product.electronics' },
  { value: 'Groceries and food', label: 'product.groceries' },
  { value: 'Beauty and personal care', label: 'product.beauty' },
  { value: 'Books and stationery', label: 'product.books' },
  { value: 'Home and kitchen', label: 'product.home' },
  { value: 'Handicrafts', label: 'product.handicrafts' },
  { value: 'Medicine and health', label: 'product.medicine' },
  { value: 'Other', label: 'product.other' },
];

export const VEHICLE_TYPES: Choice[] = [
  { value: 'Bike', label: 'vehicle.bike' },
  { value: 'Car', label: 'vehicle.car' },
  { value: 'Micro', label: 'vehicle.microSeats' },
  { value: 'Ambulance', label: 'vehicle.ambulance' },
];

export const REGISTRATION_KINDS: Record<RegistrationKind, RegistrationKindConfig> = {
  DRIVER: {
    title: 'reg.driver.title',
    pageName: 'reg.driver.pageName',
    description: 'reg.driver.description',
    lead: 'reg.driver.lead',
    section: { label: 'menu.registration' },
    extras: { vehicleType: 'required' },
    benefits: [
      'reg.driver.benefits.1',
      'reg.driver.benefits.2',
      'reg.driver.benefits.3',
      'reg.driver.benefits.4',
    ],
    bring: ['reg.driver.bring.1', 'reg.driver.bring.2', 'reg.driver.bring.3', 'reg.driver.bring.4'],
    submitLabel: 'reg.driver.submitLabel',
    success: 'reg.driver.success',
  },
  CUSTOMER: {
    title: 'reg.customer.title',
    pageName: 'reg.customer.pageName',
    description: 'reg.customer.description',
    lead: 'reg.customer.lead',
    section: { label: 'menu.registration' },
    extras: {},
    benefits: [
      'reg.customer.benefits.1',
      'reg.customer.benefits.2',
      'reg.customer.benefits.3',
      'reg.customer.benefits.4',
    ],
    bring: ['reg.customer.bring.1'],
    submitLabel: 'reg.customer.submitLabel',
    success: 'reg.customer.success',
  },
  FLEET_PARTNER: {
    title: 'reg.fleet.title',
    pageName: 'reg.fleet.pageName',
    description: 'reg.fleet.description',
    lead: 'reg.fleet.lead',
    section: { label: 'menu.registration' },
    extras: { fleetSize: 'required', businessName: 'optional' },
    benefits: [
      'reg.fleet.benefits.1',
      'reg.fleet.benefits.2',
      'reg.fleet.benefits.3',
      'reg.fleet.benefits.4',
    ],
    bring: ['reg.fleet.bring.1', 'reg.fleet.bring.2', 'reg.fleet.bring.3'],
    submitLabel: 'reg.fleet.submitLabel',
    success: 'reg.fleet.success',
  },
  MERCHANT: {
    title: 'reg.merchant.title',
    pageName: 'reg.merchant.pageName',
    description: 'reg.merchant.description',
    lead: 'reg.merchant.lead',
    section: { label: 'menu.parcelDelivery', to: '/parcel' },
    extras: { businessName: 'required', productCategory: 'required' },
    benefits: [
      'reg.merchant.benefits.1',
      'reg.merchant.benefits.2',
      'reg.merchant.benefits.3',
      'reg.merchant.benefits.4',
    ],
    bring: ['reg.merchant.bring.1', 'reg.merchant.bring.2'],
    submitLabel: 'reg.merchant.submitLabel',
    success: 'reg.merchant.success',
  },
};
