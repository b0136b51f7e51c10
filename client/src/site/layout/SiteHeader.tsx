import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Box, Burger, Container } from '@mantine/core';
import { Logo } from '../../components/Logo';
import { useLocale, useLocalePath, useT } from '../../i18n/i18n';
import { HEADER_MENUS, type Menu, type MenuLink } from '../siteConfig';
import { ButtonLink } from '../ui/ButtonLink';
import { startHeader } from './headerScript';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { NavDropdown } from './NavDropdown';
import classes from './SiteHeader.module.css';

/**
 * The staff login exists only in English: from a Bangla page it is a plain link out of the
 * Bangla site. (Every visitor gets the same public HTML: staff reach their dashboard from it.)
 */
function useMenus(): Menu[] {
  if (useLocale() !== 'bn') return HEADER_MENUS;
  const staff: MenuLink = { label: 'menu.staffLogin', to: '/login', outside: true };
  return HEADER_MENUS.map((menu) => ({
    ...menu,
    links: menu.links?.map((link) => (link.to === '/pages/login' ? staff : link)),
  }));
}

/**
 * The site's header: HTML, never hydrated. Its drop-downs, phone menu and fixed bar are a few
 * listeners (headerScript.ts), started by the islands' loader on server-rendered pages and by this
 * component in the client-side app.
 */
export function SiteHeader() {
  const t = useT();
  const menus = useMenus();
  const localePath = useLocalePath();
  const { pathname } = useLocation();
  useEffect(startHeader, []);

  return (
    <header className={classes.shell} data-site-header="">
      <div className={classes.bar} data-header-bar="">
        <Container size="lg" className={classes.inner}>
          <Logo />
          <Box component="nav" aria-label={t('header.mainNav')} visibleFrom="md">
            <ul className={classes.menu} data-header-menus="">
              {menus.map((menu) =>
                menu.links ? (
                  <NavDropdown key={menu.label} label={t(menu.label)} links={menu.links} />
                ) : (
                  <li key={menu.label} className={classes.item}>
                    <a
                      href={localePath(menu.to!)}
                      className={classes.link}
                      aria-current={pathname === menu.to ? 'page' : undefined}
                    >
                      {t(menu.label)}
                    </a>
                  </li>
                ),
              )}
            </ul>
          </Box>
          <LanguageSwitch className={classes.language} />
          <Box visibleFrom="md">
            <ButtonLink to="/booking" pill>
              {t('header.bookRide')}
            </ButtonLink>
          </Box>
          <Burger
            opened={false}
            hiddenFrom="md"
            className={classes.burger}
            aria-label={t('header.openMenu')}
            aria-expanded={false}
            data-burger=""
            data-open-label={t('header.openMenu')}
            data-close-label={t('header.closeMenu')}
          />
        </Container>
      </div>
      <MobileMenu />
    </header>
  );
}
