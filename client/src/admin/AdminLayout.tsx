import { useEffect, useState } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import {
  ActionIcon,
  AppShell,
  Badge,
  Burger,
  Button,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconLogout } from '@tabler/icons-react';
import { useAuth } from '../auth/useAuth';
import { useLogout } from '../auth/useLogout';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Logo } from '../components/Logo';
import classes from './AdminLayout.module.css';
import { useStaffAlerts } from './alerts/useStaffAlerts';
import { SavedViewsNav } from './views/SavedViewsNav';
import { navFor } from './adminNav';
import { ExpiringCount } from './expiring/ExpiringCount';
import { StaffSearchBox } from './search/StaffSearchBox';
import { ConfirmIdentityPrompt } from './account/ConfirmIdentityPrompt';

/** The back-office frame: header, sidebar (a drawer on phones) and the logout dialog. */
export function AdminLayout() {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const [logoutOpened, setLogoutOpened] = useState(false);
  const { user, token } = useAuth();
  const logout = useLogout();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nav = navFor(user?.userrole);
  const { unread, markRead, live } = useStaffAlerts(token, user?.userrole === 'admin');
  // Opening a table counts its new items as seen.
  const here = nav.find((item) => item.to === pathname)?.alerts;
  useEffect(() => {
    if (here) markRead(here);
  }, [here, unread, markRead]);

  // The dialog's button spins while the server ends the session.
  const confirmLogout = async () => {
    await logout();
    setLogoutOpened(false);
    navigate('/login', { replace: true });
  };

  return (
    <AppShell
      // styles.css: Bangla text here (names, messages, templates) gets the Bengali font.
      data-backoffice
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={toggleNav}
              hiddenFrom="md"
              size="sm"
              aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
            />
            <Logo to="/dashbord" size="sm" badgeOnly />
            <Text
              fw={700}
              fz={{ base: 'md', sm: 'lg' }}
              component="span"
              style={{ whiteSpace: 'nowrap' }}
              visibleFrom="lg"
            >
              DigitalRideWeb Admin
            </Text>
          </Group>
          {/* Compliance staff search nothing: the search finds requests and articles. */}
          {user && user.userrole !== 'compliance' && (
            <Group flex={1} justify="center" miw={0}>
              <StaffSearchBox admin={user.userrole === 'admin'} />
            </Group>
          )}
          <Group gap="sm" wrap="nowrap">
            {user && (
              <Text size="sm" c="dimmed" visibleFrom="lg">
                Signed in as <b>{user.username}</b>
              </Text>
            )}
            <Button
              variant="default"
              size="xs"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => setLogoutOpened(true)}
              visibleFrom="xs"
            >
              Logout
            </Button>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Logout"
              onClick={() => setLogoutOpened(true)}
              hiddenFrom="xs"
            >
              <IconLogout size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="sm" aria-label="Admin navigation" data-live-alerts={live || undefined}>
        <AppShell.Section grow component={ScrollArea}>
          <Stack gap={2}>
            {nav.map((item) => (
              <NavLink
                key={item.to}
                component={RouterNavLink}
                to={item.to}
                end
                label={item.label}
                aria-label={
                  item.alerts && unread[item.alerts]
                    ? `${item.label} (${unread[item.alerts]} new)`
                    : undefined
                }
                leftSection={<item.icon size={18} aria-hidden />}
                rightSection={
                  item.alerts && unread[item.alerts] ? (
                    <Badge size="sm" color="red" circle data-testid={`unread-${item.alerts}`}>
                      {unread[item.alerts]}
                    </Badge>
                  ) : item.count === 'EXPIRING' ? (
                    <ExpiringCount />
                  ) : undefined
                }
                active={pathname === item.to || (item.match?.test(pathname) ?? false)}
                onClick={closeNav}
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
              />
            ))}
          </Stack>
          <SavedViewsNav onNavigate={closeNav} />
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <NavLink
            component={RouterNavLink}
            to="/"
            label="View public site"
            leftSection={<IconExternalLink size={18} aria-hidden />}
            onClick={closeNav}
            styles={{ root: { borderRadius: 'var(--mantine-radius-md)' } }}
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main className={classes.main}>
        <Outlet />
      </AppShell.Main>

      {/* On every screen: a change of one's own account from Staff accounts needs step-up too. */}
      <ConfirmIdentityPrompt />

      <ConfirmDialog
        opened={logoutOpened}
        title="Ready to Leave?"
        confirmLabel="Logout"
        confirmColor="brand"
        onConfirm={confirmLogout}
        onClose={() => setLogoutOpened(false)}
      >
        Select &quot;Logout&quot; below if you are ready to end your current session.
      </ConfirmDialog>
    </AppShell>
  );
}
