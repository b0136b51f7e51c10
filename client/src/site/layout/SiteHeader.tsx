import { NavLink as RouterNavLink } from 'react-router-dom';
import { Box, Burger, Button, Container, Drawer, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { useAuth } from '../../auth/useAuth';
import { Logo } from '../../components/Logo';
import classes from './SiteHeader.module.css';

const LINKS = [
  { label: 'Home', to: '/', end: true },
  { label: 'News', to: '/pages/news', end: false },
];

export function SiteHeader() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [scroll] = useWindowScroll();
  const { isLoggedIn, user } = useAuth();
  const account =
    isLoggedIn && user?.userrole === 'admin'
      ? { label: 'Dashboard', to: '/dashbord' }
      : { label: 'Login', to: '/login' };

  return (
    <Box component="header" className={classes.header} data-scrolled={scroll.y > 100 || undefined}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Logo />
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="sm">
            {LINKS.map((link) => (
              <RouterNavLink key={link.to} to={link.to} end={link.end} className={classes.link}>
                {link.label}
              </RouterNavLink>
            ))}
            <Button component={RouterNavLink} to={account.to} ml="sm">
              {account.label}
            </Button>
          </Group>
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="sm"
            aria-label={opened ? 'Close menu' : 'Open menu'}
          />
        </Group>
      </Container>
      <Drawer
        opened={opened}
        onClose={close}
        title="Menu"
        position="right"
        size="80%"
        hiddenFrom="sm"
      >
        <Stack component="nav" aria-label="Mobile" gap={4}>
          {[...LINKS, { ...account, end: false }].map((link) => (
            <NavLink
              key={link.to}
              component={RouterNavLink}
              to={link.to}
              end={link.end}
              label={link.label}
              onClick={close}
            />
          ))}
        </Stack>
      </Drawer>
    </Box>
  );
}
