import {
  IconAddressBook,
  IconCalendarEvent,
  IconCalendarOff,
  IconCalendarTime,
  IconCoinTaka,
  IconFilePlus,
  IconFileText,
  IconHelp,
  IconHistory,
  IconLayoutDashboard,
  IconList,
  IconMail,
  IconMessage2Bolt,
  IconNews,
  IconShieldCheck,
  IconPackage,
  IconShieldLock,
  IconSpeakerphone,
  IconTrash,
  IconWorldWww,
  IconUserCircle,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';

/** Which staff may open a page: admins everything, editors the content pages. */
export const ADMIN_ONLY = ['admin'];
export const ANY_STAFF = ['admin', 'editor'];
/** Partners' papers (PRODUCT.md §23): admins and compliance staff. */
export const PAPERS = ['admin', 'compliance'];

/** The live alert kinds a sidebar link counts unread items of. */
export type AlertKind = 'MESSAGE' | 'RESERVATION' | 'REGISTRATION';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: Icon;
  roles: string[];
  /** Other paths on which this link counts as the current one. */
  match?: RegExp;
  alerts?: AlertKind;
  /** A live figure beside the link (expiring documents). */
  count?: 'EXPIRING';
}

export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Dashboard', to: '/dashbord', icon: IconLayoutDashboard, roles: ANY_STAFF },
  { label: 'Add News', to: '/dashbord/news/addnews', icon: IconFilePlus, roles: ANY_STAFF },
  {
    label: 'View News',
    to: '/dashbord/news/viewnews',
    icon: IconNews,
    roles: ANY_STAFF,
    match: /^\/dashbord\/editnews\//,
  },
  { label: 'Add Press', to: '/dashbord/news/addpress', icon: IconSpeakerphone, roles: ANY_STAFF },
  {
    label: 'View Press',
    to: '/dashbord/news/viewpress',
    icon: IconList,
    roles: ANY_STAFF,
    match: /^\/dashbord\/editpress\//,
  },
  {
    label: 'Messages',
    to: '/dashbord/viewMessage',
    icon: IconMail,
    roles: ADMIN_ONLY,
    alerts: 'MESSAGE',
  },
  {
    label: 'Reservations',
    to: '/dashbord/viewReservation',
    icon: IconCalendarEvent,
    roles: ADMIN_ONLY,
    alerts: 'RESERVATION',
  },
  { label: 'Fare rates', to: '/dashbord/fare-rates', icon: IconCoinTaka, roles: ADMIN_ONLY },
  { label: 'Parcel rates', to: '/dashbord/parcel-rates', icon: IconPackage, roles: ADMIN_ONLY },
  {
    label: 'Official contacts',
    to: '/dashbord/official-contacts',
    icon: IconShieldCheck,
    roles: ADMIN_ONLY,
  },
  { label: 'Holidays', to: '/dashbord/holidays', icon: IconCalendarOff, roles: ADMIN_ONLY },
  {
    label: 'Reply templates',
    to: '/dashbord/reply-templates',
    icon: IconMessage2Bolt,
    roles: ADMIN_ONLY,
  },
  {
    label: 'Registrations',
    to: '/dashbord/registrations',
    icon: IconAddressBook,
    roles: ADMIN_ONLY,
    alerts: 'REGISTRATION',
  },
  {
    label: 'Expiring in 30 days',
    to: '/dashbord/expiring',
    icon: IconCalendarTime,
    roles: PAPERS,
    count: 'EXPIRING',
  },
  {
    label: 'Pages',
    to: '/dashbord/pages',
    icon: IconFileText,
    roles: ANY_STAFF,
    match: /^\/dashbord\/pages\//,
  },
  {
    label: 'Help centre',
    to: '/dashbord/help',
    icon: IconHelp,
    roles: ANY_STAFF,
    match: /^\/dashbord\/help\//,
  },
  { label: 'Websites', to: '/dashbord/websites', icon: IconWorldWww, roles: ANY_STAFF },
  { label: 'Staff accounts', to: '/dashbord/users', icon: IconUsers, roles: ADMIN_ONLY },
  { label: 'Activity log', to: '/dashbord/activity', icon: IconHistory, roles: ADMIN_ONLY },
  { label: 'Trash', to: '/dashbord/trash', icon: IconTrash, roles: ADMIN_ONLY },
  {
    label: 'Data requests',
    to: '/dashbord/data-requests',
    icon: IconShieldLock,
    roles: ADMIN_ONLY,
  },
  {
    label: 'My account',
    to: '/dashbord/account',
    icon: IconUserCircle,
    roles: [...ANY_STAFF, 'compliance'],
  },
];

/** The links `role` may use. */
export const navFor = (role: string | undefined) =>
  ADMIN_NAV.filter((item) => role !== undefined && item.roles.includes(role));
