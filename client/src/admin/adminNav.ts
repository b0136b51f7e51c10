import {
  IconAddressBook,
  IconCalendarEvent,
  IconCoinTaka,
  IconFilePlus,
  IconFileText,
  IconLayoutDashboard,
  IconList,
  IconMail,
  IconNews,
  IconSpeakerphone,
  IconWorldWww,
  type Icon,
} from '@tabler/icons-react';

export interface AdminNavItem {
  label: string;
  to: string;
  icon: Icon;
  /** Other paths on which this link counts as the current one. */
  match?: RegExp;
}

export const ADMIN_NAV: AdminNavItem[] = [
  { label: 'Dashboard', to: '/dashbord', icon: IconLayoutDashboard },
  { label: 'Add News', to: '/dashbord/news/addnews', icon: IconFilePlus },
  {
    label: 'View News',
    to: '/dashbord/news/viewnews',
    icon: IconNews,
    match: /^\/dashbord\/editnews\//,
  },
  { label: 'Add Press', to: '/dashbord/news/addpress', icon: IconSpeakerphone },
  {
    label: 'View Press',
    to: '/dashbord/news/viewpress',
    icon: IconList,
    match: /^\/dashbord\/editpress\//,
  },
  { label: 'Messages', to: '/dashbord/viewMessage', icon: IconMail },
  { label: 'Reservations', to: '/dashbord/viewReservation', icon: IconCalendarEvent },
  { label: 'Fare rates', to: '/dashbord/fare-rates', icon: IconCoinTaka },
  { label: 'Registrations', to: '/dashbord/registrations', icon: IconAddressBook },
  { label: 'Pages', to: '/dashbord/pages', icon: IconFileText, match: /^\/dashbord\/pages\// },
  { label: 'Websites', to: '/dashbord/websites', icon: IconWorldWww },
];
