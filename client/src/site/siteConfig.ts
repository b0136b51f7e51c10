/**
 * Everything the public site says about the company in more than one place: name, contact
 * details, app-store and social links, and the menus of the header and footer. Change them here.
 */

export const SITE_NAME = 'DigitalRideWeb';

export const COMPANY = {
  legalName: 'DigitalRideWeb Limited',
  tagline: 'Ride sharing, parcel delivery and IT services in Bangladesh',
  email: 'support@digitalrideweb.com',
  phone: '+880 9610-334455',
  /** The phone number as a tel: link wants it. */
  phoneHref: 'tel:+8809610334455',
  hotlineHours: 'Open 24/7, public holidays included',
  address: ['Level 7, Navana Tower', '45 Gulshan Avenue, Gulshan 1', 'Dhaka 1212, Bangladesh'],
  copyrightYears: '2019-2022',
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

export const STORES: Record<StoreId, { name: string; caption: string }> = {
  'google-play': { name: 'Google Play', caption: 'Get it on' },
  'app-store': { name: 'App Store', caption: 'Download on the' },
};

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
  label: string;
  to: string;
}

export interface Menu {
  label: string;
  /** A plain link (Home) … */
  to?: string;
  /** … or a drop-down. */
  links?: MenuLink[];
}

export const REGISTRATION_LINKS = {
  driver: { label: 'Driver Captain', to: '/registration/driver' },
  customer: { label: 'Customer', to: '/registration/customer' },
  fleet: { label: 'Fleet Partner', to: '/registration/fleet-partner' },
  merchant: { label: 'Merchant', to: '/parcel/merchant-registration' },
} satisfies Record<string, MenuLink>;

/** The header menus, word for word from the original: Home, Company, Ride Sharing, News, Registration. */
export const HEADER_MENUS: Menu[] = [
  { label: 'Home', to: '/' },
  {
    label: 'Company',
    links: [
      { label: 'About Us', to: '/pages/about-us' },
      { label: 'CEO Message', to: '/pages/ceo-message' },
      { label: 'Advisor Team', to: '/pages/advisorteam' },
      { label: 'Directors', to: '/pages/directors' },
      { label: 'Operation Team', to: '/pages/operation-team' },
      { label: 'Career', to: '/pages/Career' },
      { label: 'IT Services', to: '/it-service' },
      { label: 'Contact Us', to: '/pages/contactus' },
    ],
  },
  {
    label: 'Ride Sharing',
    links: [
      { label: 'Book a Ride', to: '/booking' },
      { label: 'Parcel Delivery', to: '/parcel' },
      { label: 'Safety', to: '/pages/safety' },
      { label: 'Ride-sharing Guideline', to: '/pages/rideshare_guideline' },
      { label: 'Help & FAQ', to: '/pages/help' },
    ],
  },
  {
    label: 'News',
    links: [
      { label: 'News', to: '/pages/news' },
      { label: 'Press Coverage', to: '/pages/PressCoverage' },
    ],
  },
  {
    label: 'Registration',
    links: [
      REGISTRATION_LINKS.driver,
      REGISTRATION_LINKS.customer,
      REGISTRATION_LINKS.fleet,
      REGISTRATION_LINKS.merchant,
      { label: 'Staff Login', to: '/pages/login' },
    ],
  },
];

/** The footer columns, word for word from the original. */
export const FOOTER_COLUMNS: { title: string; links: MenuLink[] }[] = [
  {
    title: 'Registration',
    links: [
      { label: 'Customer Registration', to: REGISTRATION_LINKS.customer.to },
      { label: 'Driver Registration', to: REGISTRATION_LINKS.driver.to },
      { label: 'Merchant Registration', to: REGISTRATION_LINKS.merchant.to },
      { label: 'Fleet Registration', to: REGISTRATION_LINKS.fleet.to },
    ],
  },
  {
    title: 'About Us',
    links: [
      { label: 'About Us', to: '/pages/about-us' },
      { label: 'Ride Sharing', to: '/pages/rideshare_guideline' },
      { label: 'Career', to: '/pages/Career' },
      { label: 'Press', to: '/pages/PressCoverage' },
    ],
  },
  {
    title: 'Parcel Delivery',
    links: [
      { label: 'Parcel Delivery', to: '/parcel' },
      { label: 'Merchant Registration', to: REGISTRATION_LINKS.merchant.to },
      { label: 'Book a Ride', to: '/booking' },
      { label: 'Help & FAQ', to: '/pages/help' },
    ],
  },
  {
    title: 'Software Solution',
    links: [
      { label: 'IT Services', to: '/it-service' },
      { label: 'News', to: '/pages/news' },
      { label: 'Safety', to: '/pages/safety' },
      { label: 'Contact Us', to: '/pages/contactus' },
    ],
  },
];

export const LEGAL_LINKS: MenuLink[] = [
  { label: 'Privacy Policy', to: '/pages/privacy-policy' },
  { label: 'Terms & Conditions', to: '/pages/terms' },
];
