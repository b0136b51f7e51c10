import { Link, useNavigate } from 'react-router-dom';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { AuthLayout } from './AuthLayout';
import { useAuth } from './useAuth';
import { useLogout } from './useLogout';
import { usePageMeta } from '../site/usePageMeta';

export function UnauthorizedPage() {
  usePageMeta('Not allowed', 'Your account is not allowed to open this page.');
  const { isLoggedIn, user } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();

  return (
    <AuthLayout>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} shadow="md" w="100%" maw={440}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={60} radius="xl" color="red" variant="light">
            <IconShieldLock size={30} aria-hidden />
          </ThemeIcon>
          <Title order={1} fz={24}>
            Access denied
          </Title>
          <Text c="dimmed">
            {isLoggedIn
              ? `The account ${user?.username ?? ''} is not allowed to open the back office.`
              : 'You need a staff account to open this page.'}
          </Text>
          <Group mt="sm" justify="center">
            <Button component={Link} to="/" variant="default">
              Go to the website
            </Button>
            <Button
              onClick={() => {
                void logout().then(() => navigate('/login'));
              }}
            >
              Sign in as someone else
            </Button>
          </Group>
        </Stack>
      </Paper>
    </AuthLayout>
  );
}
