import { Link } from 'react-router-dom';
import { Alert, Button, Group, SimpleGrid } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import {
  IconAddressBook,
  IconAlertTriangle,
  IconCalendarEvent,
  IconCoinTaka,
  IconMail,
  IconNews,
  IconPlus,
  IconSpeakerphone,
  type Icon,
} from '@tabler/icons-react';
import { ignoreFailure } from '../api/ignoreFailure';
import { formatDate } from '../site/format';
import { AdminPage } from './AdminPage';
import { DashboardQuery } from './dashboardDocuments';
import { formatDateTime } from './format';
import { LatestPanel } from './LatestPanel';
import { KindBadge } from './reservations/KindBadge';
import { StatCard } from './StatCard';

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

/** The table of `path` searched for `term` (tables keep their search in the address). */
const searched = (path: string, term: string) => `${path}?q=${encodeURIComponent(term)}`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /dashbord: the figures of the site and what came in last. */
export function DashboardPage() {
  const { data, error, refetch } = useQuery(DashboardQuery, { fetchPolicy: 'cache-and-network' });
  const stats = data?.dashboardStats;

  return (
    <AdminPage
      title="Dashboard"
      description="What is on the site today and what came in last."
      actions={
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
      }
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
      <SimpleGrid cols={{ base: 2, sm: 3, xl: 6 }} spacing={{ base: 'sm', sm: 'md' }}>
        {FIGURES.map(([key, label, to, icon, color]) => (
          <StatCard
            key={key}
            label={label}
            value={stats?.[key]}
            to={to}
            icon={icon}
            color={color}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <LatestPanel
          title="Latest messages"
          allTo="/dashbord/viewMessage"
          allLabel="All messages"
          items={stats?.latestMessages.map((message) => ({
            id: message.id,
            to: searched('/dashbord/viewMessage', message.email),
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
            to: searched('/dashbord/viewReservation', booking.email),
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
