import { useState } from 'react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { Anchor, Button, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useT } from '../../i18n/i18n';
import { COMPANY, type Menu } from '../siteConfig';
import { LanguageSwitch } from './LanguageSwitch';

interface MobileMenuProps {
  menus: Menu[];
  opened: boolean;
  onClose: () => void;
}

/** The phone menu: a drawer with the header menus as expandable groups. */
export function MobileMenu({ menus, opened, onClose }: MobileMenuProps) {
  const t = useT();
  const { pathname } = useLocation();
  const currentGroup = menus.find((m) => m.links?.some((l) => l.to === pathname))?.label ?? null;
  const [expanded, setExpanded] = useState<string | null>(currentGroup);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('header.menu')}
      position="right"
      size="min(85%, 360px)"
      hiddenFrom="sm"
      closeButtonProps={{ 'aria-label': t('header.closeMenu') }}
    >
      <Stack component="nav" aria-label={t('header.mobileNav')} gap={2}>
        {menus.map((menu) =>
          menu.links ? (
            <NavLink
              key={menu.label}
              component="button"
              label={t(menu.label)}
              fw={600}
              opened={expanded === menu.label}
              aria-expanded={expanded === menu.label}
              onChange={(open) => setExpanded(open ? menu.label : null)}
            >
              {menu.links.map((link) =>
                link.outside ? (
                  <NavLink key={link.to} href={link.to} label={t(link.label)} />
                ) : (
                  <NavLink
                    key={link.to}
                    component={RouterNavLink}
                    to={link.to}
                    end
                    label={t(link.label)}
                    active={pathname === link.to}
                    onClick={onClose}
                  />
                ),
              )}
            </NavLink>
          ) : (
            <NavLink
              key={menu.label}
              component={RouterNavLink}
              to={menu.to!}
              end
              label={t(menu.label)}
              fw={600}
              active={pathname === menu.to}
              onClick={onClose}
            />
          ),
        )}
        <Button component={RouterNavLink} to="/booking" mt="md" radius="xl" onClick={onClose}>
          {t('header.bookRide')}
        </Button>
        <Text size="sm" c="dimmed" mt="md" ta="center">
          {t('header.helpLine')}{' '}
          <Anchor href={COMPANY.phoneHref} fw={600}>
            <IconPhone size={14} aria-hidden style={{ verticalAlign: -2 }} /> {COMPANY.phone}
          </Anchor>
        </Text>
        <Text ta="center" mt="xs">
          <LanguageSwitch />
        </Text>
      </Stack>
    </Drawer>
  );
}
