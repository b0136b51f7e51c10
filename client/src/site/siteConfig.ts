import type { MessageId } from '../i18n/i18n';

/**
 * Everything the public site says about the company in more than one place: name, contact
 * details, app-store and social links, and the menus of the header and footer. Change them here.
 * What a visitor reads is a message id (i18n/catalogs); names, numbers and addresses on the web
 * are the same in both languages.
 */

export const SITE_NAME = 'DigitalRideWeb';

export const COMPANY = {
  legalName: 'DigitalRideWeb Limited',
  email: 'support@digitalrideweb.com',
  phone: '+880 9610-334455',
  /** The phone number as a tel: link wants it. */
  phoneHref: 'tel:+8809610334455',
  /** The postal address as schema.org wants it (head tags); pages show `company.address.*`. */
  address: ['Level 7, Navana Tower', '45 Gulshan Avenue, Gulshan 1', 'Dhaka 1212, Bangladesh'],
  careersEmail: 'careers@digitalrideweb.com',
  merchantEmail: 'merchant@digitalrideweb.com',
  itEmail: 'it@digitalrideweb.com',
} as const;

export type StoreId = 'google-play' | 'app-store';

export interface AppLink {
  app: 'Customer' | 'Driver';
  store: StoreId;
  href: string;
}

export const APP_LINKS: AppLink[] = [
  {
    app: 'Customer',
    store: 'google-play',
    href: 'https://play.google.com/store/apps/details?id=com.digitalrideweb.customer',
  },
  {
    app: 'Customer',
    store: 'app-store',
    href: 'https://apps.apple.com/bd/app/digitalrideweb/id1500000001',
  },
  {
    app: 'Driver',
    store: 'google-play',
    href: 'https://play.google.com/store/apps/details?id=com.digitalrideweb.driver',
  },
  {
    app: 'Driver',
    store: 'app-store',
    href: 'https://apps.apple.com/bd/app/digitalrideweb-driver/id1500000002',
  },
];

export type SocialId = 'facebook' | 'youtube' | 'linkedin' | 'instagram';

export const SOCIAL_LINKS: { id: SocialId; label: string; href: string }[] = [
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/digitalrideweb' },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@digitalrideweb' },
  { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/digitalrideweb' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/digitalrideweb' },
];

export interface MenuLink {
  label: MessageId;
  to: string;
  /** Outside the page's language's site (staff pages from a Bangla page): a plain link. */
  outside?: boolean;
}

export interface Menu {
  label: MessageId;
  /** A plain link (Home) … */
  to?: string;
  /** … or a drop-down. */
  links?: MenuLink[];
}

export const REGISTRATION_LINKS = {
  driver: { label: 'menu.driverCaptain', to: '/registration/driver' },
  customer: { label: 'menu.customer', to: '/registration/customer' },
  fleet: { label: 'menu.fleetPartner', to: '/registration/fleet-partner' },
  merchant: { label: 'menu.merchant', to: '/parcel/merchant-registration' },
} satisfies Record<string, MenuLink>;

/** The header menus, word for word from the original: Home, Company, Ride Sharing, News, Registration. */
export const HEADER_MENUS: Menu[] = [
  { label: 'menu.home', to: '/' },
  {
    label: 'menu.company',
    links: [
      { label: 'menu.aboutUs', to: '/pages/about-us' },
      { label: 'menu.ceoMessage', to: '/pages/ceo-message' },
      { label: 'menu.advisorTeam', to: '/pages/advisorteam' },
      { label: 'menu.directors', to: '/pages/directors' },
      { label: 'menu.operationTeam', to: '/pages/operation-team' },
      { label: 'menu.career', to: '/pages/Career' },
      { label: 'menu.itServices', to: '/it-service' },
      { label: 'menu.contactUs', to: '/pages/contactus' },
    ],
  },
  {
    label: 'menu.rideSharing',
    links: [
      { label: 'menu.bookRide', to: '/booking' },
      { label: 'menu.parcelDelivery', to: '/parcel' },
      { label: 'menu.safety', to: '/pages/safety' },
      { label: 'menu.guideline', to: '/pages/rideshare_guideline' },
      { label: 'menu.help', to: '/help' },
    ],
  },
  {
    label: 'menu.news',
    links: [
      { label: 'menu.news', to: '/pages/news' },
      { label: 'menu.pressCoverage', to: '/pages/PressCoverage' },
    ],
  },
  {
    label: 'menu.registration',
    links: [
      REGISTRATION_LINKS.driver,
      REGISTRATION_LINKS.customer,
      REGISTRATION_LINKS.fleet,
      REGISTRATION_LINKS.merchant,
      { label: 'menu.staffLogin', to: '/pages/login' },
    ],
  },
];

/** The footer columns, word for word from the original. */
export const FOOTER_COLUMNS: { title: MessageId; links: MenuLink[] }[] = [
  {
    title: 'footer.registration',
    links: [
      { label: 'footer.customerRegistration', to: REGISTRATION_LINKS.customer.to },
      { label: 'footer.driverRegistration', to: REGISTRATION_LINKS.driver.to },
      { label: 'footer.merchantRegistration', to: REGISTRATION_LINKS.merchant.to },
      { label: 'footer.fleetRegistration', to: REGISTRATION_LINKS.fleet.to },
    ],
  },
  {
    title: 'footer.aboutUs',
    links: [
      { label: 'footer.aboutUs', to: '/pages/about-us' },
      { label: 'menu.rideSharing', to: '/pages/rideshare_guideline' },
      { label: 'menu.career', to: '/pages/Career' },
      { label: 'footer.press', to: '/pages/PressCoverage' },
    ],
  },
  {
    title: 'menu.parcelDelivery',
    links: [
      { label: 'menu.parcelDelivery', to: '/parcel' },
      { label: 'footer.merchantRegistration', to: REGISTRATION_LINKS.merchant.to },
      { label: 'menu.bookRide', to: '/booking' },
      { label: 'footer.status', to: '/status' },
      { label: 'menu.help', to: '/help' },
    ],
  },
  {
    title: 'footer.softwareSolution',
    links: [
      { label: 'menu.itServices', to: '/it-service' },
      { label: 'menu.news', to: '/pages/news' },
      { label: 'menu.safety', to: '/pages/safety' },
      { label: 'footer.check', to: '/check' },
      { label: 'menu.contactUs', to: '/pages/contactus' },
    ],
  },
];

export const LEGAL_LINKS: MenuLink[] = [
  { label: 'footer.privacy', to: '/pages/privacy-policy' },
  { label: 'footer.terms', to: '/pages/terms' },
  { label: 'footer.yourData', to: '/privacy/request' },
];
