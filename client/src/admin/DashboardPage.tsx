import { Link } from 'react-router-dom';
import {
  Anchor,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconNews, IconPlus } from '@tabler/icons-react';
import { formatDate } from '../site/format';
import { AdminPage } from './AdminPage';
import { ADMIN_NAV } from './adminNav';
import { DashboardQuery } from './dashboardDocuments';

const SOON = ADMIN_NAV.filter((item) =>
  ['Add Press', 'Messages', 'Reservations', 'Fare rates', 'Registrations'].includes(item.label),
);

export function DashboardPage() {
  const { data, loading, error } = useQuery(DashboardQuery, { fetchPolicy: 'cache-and-network' });
  const news = data?.news;

  return (
    <AdminPage
      title="Dashboard"
      description="What is on the site today."
      actions={
        <Button
          component={Link}
          to="/dashbord/news/addnews"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add News
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <Paper withBorder radius="md" p="lg">
          <Group justify="space-between" align="flex-start">
            <div>
              <Text size="sm" c="dimmed" fw={600} tt="uppercase">
                News items
              </Text>
              {news ? (
                <Text fz={36} fw={800} lh={1.2}>
                  {news.total}
                </Text>
              ) : (
                <Skeleton height={40} width={60} mt={4} />
              )}
            </div>
            <ThemeIcon size={44} radius="md" variant="light">
              <IconNews size={24} aria-hidden />
            </ThemeIcon>
          </Group>
          <Anchor
            component={Link}
            to="/dashbord/news/viewnews"
            size="sm"
            mt="sm"
            display="inline-block"
          >
            Manage news
          </Anchor>
        </Paper>
        <Paper withBorder radius="md" p="lg" style={{ gridColumn: 'span 1' }}>
          <Title order={2} fz="md" mb="sm">
            Latest news
          </Title>
          {loading && !news && <Skeleton height={60} />}
          {error && !news && (
            <Text size="sm" c="red">
              Could not load the latest news.
            </Text>
          )}
          {news && news.items.length === 0 && (
            <Text size="sm" c="dimmed">
              No news yet.
            </Text>
          )}
          <Stack gap={6}>
            {news?.items.map((item) => (
              <Group key={item.id} justify="space-between" wrap="nowrap" gap="sm">
                <Anchor
                  component={Link}
                  to={`/dashbord/editnews/${item.id}`}
                  size="sm"
                  lineClamp={1}
                >
                  {item.title}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(item.date)}
                </Text>
              </Group>
            ))}
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} fz="md" mb="xs">
            Coming soon
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            Figures for press coverage, messages, reservations and fare rates arrive with their
            screens.
          </Text>
          <Group gap={6}>
            {SOON.map((item) => (
              <Button key={item.to} component={Link} to={item.to} size="compact-sm" variant="light">
                {item.label}
              </Button>
            ))}
          </Group>
        </Paper>
      </SimpleGrid>
    </AdminPage>
  );
}
