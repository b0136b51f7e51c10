import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { Anchor, Button, CloseButton, NavLink, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconPhone } from '@tabler/icons-react';
import { useLocalePath, useT } from '../../i18n/i18n';
import { COMPANY, type Menu } from '../siteConfig';
import { LanguageSwitch } from './LanguageSwitch';
import classes from './MobileMenu.module.css';

/** One of the header's menus as an expandable group: a disclosure button and its links. */
function MenuGroup({ menu, expanded }: { menu: Menu; expanded: boolean }) {
  const t = useT();
  const id = useId();
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  return (
    <>
      <NavLink
        component="button"
        type="button"
        label={t(menu.label)}
        fw={600}
        aria-expanded={expanded}
        aria-controls={id}
        data-expanded={expanded || undefined}
        rightSection={<IconChevronDown size={16} aria-hidden className={classes.chevron} />}
      />
      <div id={id} className={classes.group} hidden={!expanded}>
        {menu.links!.map((link) => (
          <NavLink
            key={link.to}
            component="a"
            href={link.outside ? link.to : localePath(link.to)}
            label={t(link.label)}
            active={!link.outside && pathname === link.to}
          />
        ))}
      </div>
    </>
  );
}

/**
 * The phone menu: a <dialog> beside the header, HTML that headerScript.ts opens with the burger
 * (showModal: a focus trap, Escape and the backdrop close it), the header's menus as groups. The
 * group of the page shown starts expanded.
 */
export function MobileMenu({ menus }: { menus: Menu[] }) {
  const t = useT();
  const titleId = useId();
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  const currentGroup = menus.find((m) => m.links?.some((l) => l.to === pathname))?.label;

  return (
    <dialog className={classes.drawer} aria-labelledby={titleId} data-phone-menu="">
      <div className={classes.head}>
        <h2 id={titleId} className={classes.title}>
          {t('header.menu')}
        </h2>
        <CloseButton aria-label={t('header.closeMenu')} data-close="" />
      </div>
      <Stack component="nav" aria-label={t('header.mobileNav')} gap={2} className={classes.body}>
        {menus.map((menu) =>
          menu.links ? (
            <MenuGroup key={menu.label} menu={menu} expanded={menu.label === currentGroup} />
          ) : (
            <NavLink
              key={menu.label}
              component="a"
              href={localePath(menu.to!)}
              label={t(menu.label)}
              fw={600}
              active={pathname === menu.to}
            />
          ),
        )}
        <Button component="a" href={localePath('/booking')} mt="md" radius="xl">
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
    </dialog>
  );
}
