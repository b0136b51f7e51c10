import { useId, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Anchor, Button, CloseButton, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconPhone } from '@tabler/icons-react';
import { useLocalePath, useT } from '../../i18n/i18n';
import { COMPANY, type Menu } from '../siteConfig';
import { LanguageSwitch } from './LanguageSwitch';
import classes from './MobileMenu.module.css';

/** Mantine's NavLink classes: the same look, as plain elements. */
const NAV_LINK =
  'mantine-focus-auto m_f0824112 mantine-NavLink-root m_87cf2631 mantine-UnstyledButton-root';

/**
 * A link or button as Mantine's NavLink renders it, written out: the phone menu is on every
 * public page's HTML, and its ~25 NavLink components cost the server's render 10-20 ms per page
 * (rendered HTML, cache miss: 1.3-1.5x of main's, ~1.03x with this menu left out).
 */
function NavItem({
  label,
  strong,
  active,
  section,
  ...rest
}: { label: string; strong?: boolean; active?: boolean; section?: ReactNode } & (
  | ({ href: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>)
  | ({ href?: undefined } & React.ButtonHTMLAttributes<HTMLButtonElement>)
)) {
  const inner = (
    <>
      <div className="m_f07af9d2 mantine-NavLink-body">
        <span className="m_1f6ac4c4 mantine-NavLink-label">{label}</span>
        <span
          className="m_57492dcc mantine-NavLink-description"
          data-active={active || undefined}
        />
      </div>
      {section && (
        <span className="m_690090b5 mantine-NavLink-section" data-position="right">
          {section}
        </span>
      )}
    </>
  );
  const common = {
    className: NAV_LINK,
    style: strong ? { fontWeight: 600 } : undefined,
    'data-active': active || undefined,
  };
  return rest.href === undefined ? (
    <button type="button" {...common} {...(rest as React.ButtonHTMLAttributes<HTMLButtonElement>)}>
      {inner}
    </button>
  ) : (
    <a {...common} {...(rest as React.AnchorHTMLAttributes<HTMLAnchorElement>)}>
      {inner}
    </a>
  );
}

/** One of the header's menus as an expandable group: a disclosure button and its links. */
function MenuGroup({ menu, expanded }: { menu: Menu; expanded: boolean }) {
  const t = useT();
  const id = useId();
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  return (
    <>
      <NavItem
        label={t(menu.label)}
        strong
        aria-expanded={expanded}
        aria-controls={id}
        data-expanded={expanded || undefined}
        section={<IconChevronDown size={16} aria-hidden className={classes.chevron} />}
      />
      <div id={id} className={classes.group} hidden={!expanded}>
        {menu.links!.map((link) => (
          <NavItem
            key={link.to}
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
            <NavItem
              key={menu.label}
              href={localePath(menu.to!)}
              label={t(menu.label)}
              strong
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
