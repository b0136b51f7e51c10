import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock, IconShieldLock } from '@tabler/icons-react';
import { AuthLayout } from '../../auth/AuthLayout';
import { useAuth } from '../../auth/useAuth';
import { useLogout } from '../../auth/useLogout';
import { FareRateForm } from './FareRateForm';
import { usePageMeta } from '../../site/usePageMeta';

export const ADDCOPTER_LOGIN = `/login?next=${encodeURIComponent('/addcopter')}`;

function Prompt({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Stack align="center" ta="center" gap="sm" py="sm">
      <ThemeIcon size={56} radius="xl" variant="light">
        <IconLock size={28} aria-hidden />
      </ThemeIcon>
      <Title order={2} fz="lg">
        {title}
      </Title>
      <Text c="dimmed" size="sm" maw={340}>
        {text}
      </Text>
      {action}
    </Stack>
  );
}

/**
 * /addcopter: the original's open fare form. It still opens without a guard, but only staff
 * can add a fare, so a visitor is asked to sign in instead of failing silently.
 */
export function AddCopterPage() {
  const { isLoggedIn, user } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const isAdmin = isLoggedIn && user?.userrole === 'admin';

  usePageMeta('Add fare rate', 'Add a helicopter or ride fare rate (staff sign in to save it).');

  let body: ReactNode;
  if (!isLoggedIn) {
    body = (
      <Prompt
        title="Sign in to add fare rates"
        text="Fare rates are set by DigitalRideWeb staff. Sign in with your staff account to add one."
        action={
          <Button component={Link} to={ADDCOPTER_LOGIN} mt="xs">
            Sign in
          </Button>
        }
      />
    );
  } else if (!isAdmin) {
    body = (
      <Prompt
        title="Your account cannot add fare rates"
        text={`Signed in as ${user?.username ?? ''}. Only staff accounts can change the fare table.`}
        action={
          <Button
            mt="xs"
            leftSection={<IconShieldLock size={16} aria-hidden />}
            onClick={() => {
              void logout().then(() => navigate(ADDCOPTER_LOGIN));
            }}
          >
            Sign in as someone else
          </Button>
        }
      />
    );
  } else {
    body = <FareRateForm />;
  }

  return (
    <AuthLayout>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} shadow="md" w="100%" maw={440}>
        <Stack gap={4} mb="lg">
          <Title order={1} fz={26}>
            Add fare rate
          </Title>
          <Text c="dimmed" size="sm">
            A one-way fare in taka between two places, shown to visitors when they book.
          </Text>
        </Stack>
        {body}
        <Group mt="lg" justify="center" gap="lg">
          <Anchor component={Link} to="/" size="sm">
            ← Back to the website
          </Anchor>
          {isAdmin && (
            <Anchor component={Link} to="/dashbord/fare-rates" size="sm">
              All fare rates
            </Anchor>
          )}
        </Group>
      </Paper>
    </AuthLayout>
  );
}
