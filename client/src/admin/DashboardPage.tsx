import { Link, Navigate } from 'react-router-dom';
import { Alert, Button, Group, SimpleGrid } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import {
  IconAddressBook,
  IconAlertTriangle,
  IconCalendarEvent,
  IconCalendarTime,
  IconMailExclamation,
  IconUserPlus,
  IconCoinTaka,
  IconMail,
  IconNews,
  IconPlus,
  IconSpeakerphone,
  type Icon,
} from '@tabler/icons-react';
import { ignoreFailure } from '../api/ignoreFailure';
import { formatDate } from '../i18n/format';
import { AdminPage } from './AdminPage';
import { useAuth } from '../auth/useAuth';
import { ContentStatsQuery, DashboardQuery } from './dashboardDocuments';
import { formatDateTime } from './format';
import { LatestPanel } from './LatestPanel';
import { KindBadge } from './reservations/KindBadge';
import { StatCard } from './StatCard';
import { PrivacyFigures } from './privacy/PrivacyFigures';
import { TrendsPanel } from './dashboard/TrendsPanel';
import { VitalsPanel } from './dashboard/VitalsPanel';

type Counted =
  | 'news'
  | 'pressCoverage'
  | 'contactMessages'
  | 'reservations'
  | 'fareRates'
  | 'registrationRequests';

/** Each figure of `dashboardStats` and the table it counts. */
const FIGURES: [Counted, string, string, Icon, string][] = [
  ['news', 'News', '/dashbord/news/viewnews', IconNews, 'brand'],
  ['pressCoverage', 'Press', '/dashbord/news/viewpress', IconSpeakerphone, 'indigo'],
  ['contactMessages', 'Messages', '/dashbord/viewMessage', IconMail, 'blue'],
  ['reservations', 'Reservations', '/dashbord/viewReservation', IconCalendarEvent, 'grape'],
  ['fareRates', 'Fare rates', '/dashbord/fare-rates', IconCoinTaka, 'yellow'],
  ['registrationRequests', 'Registrations', '/dashbord/registrations', IconAddressBook, 'orange'],
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What waits for staff: each figure links to its table filtered to that state. */
const ATTENTION: [AttentionKey, string, string, Icon, string][] = [
  ['newMessages', 'New messages', '/dashbord/viewMessage?status=NEW', IconMailExclamation, 'blue'],
  [
    'pendingReservations',
    'Pending reservations',
    '/dashbord/viewReservation?status=PENDING',
    IconCalendarTime,
    'grape',
  ],
  [
    'newRegistrations',
    'New registrations',
    '/dashbord/registrations?status=NEW',
    IconUserPlus,
    'orange',
  ],
];
type AttentionKey = 'newMessages' | 'pendingReservations' | 'newRegistrations';

/** /dashbord: admins see every figure and what came in; editors the content figures. */
export function DashboardPage() {
  const { user } = useAuth();
  // Compliance staff work on partners' papers alone: their first page is what lapses next.
  if (user?.userrole === 'compliance') return <Navigate to="/dashbord/expiring" replace />;
  return user?.userrole === 'admin' ? <AdminDashboard /> : <EditorDashboard />;
}

function AddButtons() {
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to="/dashbord/news/addnews"
        leftSection={<IconPlus size={16} aria-hidden />}
      >
        Add News
      </Button>
      <Button
        component={Link}
        to="/dashbord/news/addpress"
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
      >
        Add Press
      </Button>
    </Group>
  );
}

type Figure = [string, string, string, Icon, string];

/** A grid of counts, each linking to its (filtered) table. */
function Figures({
  figures,
  values,
  cols,
}: {
  figures: Figure[];
  values: object | undefined;
  cols: Record<string, number>;
}) {
  return (
    <SimpleGrid cols={cols} spacing={{ base: 'sm', sm: 'md' }}>
      {figures.map(([key, label, to, icon, color]) => (
        <StatCard
          key={key}
          label={label}
          value={(values as Record<string, number> | undefined)?.[key]}
          to={to}
          icon={icon}
          color={color}
        />
      ))}
    </SimpleGrid>
  );
}

function EditorDashboard() {
  const { data } = useQuery(ContentStatsQuery, { fetchPolicy: 'cache-and-network' });
  const stats = data?.contentStats;
  return (
    <AdminPage
      title="Dashboard"
      description="The site's news and press coverage."
      actions={<AddButtons />}
    >
      <Figures cols={{ base: 2, sm: 3 }} figures={FIGURES.slice(0, 2)} values={stats} />
    </AdminPage>
  );
}

function AdminDashboard() {
  const { data, error, refetch } = useQuery(DashboardQuery, { fetchPolicy: 'cache-and-network' });
  const stats = data?.dashboardStats;

  return (
    <AdminPage
      title="Dashboard"
      description="What is on the site today and what came in last."
      actions={<AddButtons />}
    >
      {error && !stats && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="Could not load the figures"
        >
          <Button size="xs" variant="white" color="red" onClick={() => ignoreFailure(refetch())}>
            Try again
          </Button>
        </Alert>
      )}
      <Figures cols={{ base: 1, xs: 3 }} figures={ATTENTION} values={stats} />
      <PrivacyFigures />
      <Figures cols={{ base: 2, sm: 3, xl: 6 }} figures={FIGURES} values={stats} />
      <TrendsPanel />
      <VitalsPanel />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <LatestPanel
          title="Latest messages"
          allTo="/dashbord/viewMessage"
          allLabel="All messages"
          items={stats?.latestMessages.map((message) => ({
            id: message.id,
            to: `/dashbord/viewMessage/${message.id}`,
            title: message.subject,
            meta: `${message.name} · ${formatDateTime(message.createdAt)}`,
          }))}
        />
        <LatestPanel
          title="Latest reservations"
          allTo="/dashbord/viewReservation"
          allLabel="All reservations"
          items={stats?.latestReservations.map((booking) => ({
            id: booking.id,
            // Its table, found by reference with the booking open: no personal data in the address.
            to: '/dashbord/viewReservation',
            state: { q: booking.reference, open: booking.id },
            title: `${booking.departureLocation} → ${booking.destinationLocation}`,
            meta: [
              booking.passengerName,
              formatDate(booking.journeyDate),
              plural(booking.numberOfPassengers, 'passenger', 'passengers'),
            ].join(' · '),
            aside: <KindBadge kind={booking.kind} />,
          }))}
        />
      </SimpleGrid>
    </AdminPage>
  );
}
