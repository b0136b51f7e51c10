import { lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { Box, Burger, Container } from '@mantine/core';
import { useAuth } from '../../auth/useAuth';
import { Logo } from '../../components/Logo';
import { useLocale, useT } from '../../i18n/i18n';
import { HEADER_MENUS, type Menu, type MenuLink } from '../siteConfig';
import { ButtonLink } from '../ui/ButtonLink';
import { LanguageSwitch } from './LanguageSwitch';
import { NavDropdown } from './NavDropdown';
import classes from './SiteHeader.module.css';

// The phone menu (a drawer: portal, focus trap, scroll lock) loads when the burger is first used.
const loadMobileMenu = () => import('./MobileMenu');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/** The header turns into a fixed bar once the page has scrolled this far. */
export const STICKY_AFTER_PX = 100;

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/** Re-renders only when the answer changes, not on every scroll event. */
function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > px,
    () => false,
  );
}

/**
 * Staff see their dashboard where visitors see the staff login. Both exist only in English:
 * from a Bangla page they are plain links out of the Bangla site.
 */
function useMenus(): Menu[] {
  const { isLoggedIn, user } = useAuth();
  const bangla = useLocale() === 'bn';
  const admin = isLoggedIn && user?.userrole === 'admin';
  if (!admin && !bangla) return HEADER_MENUS;
  const staff: MenuLink = admin
    ? { label: 'menu.dashboard', to: '/dashbord', outside: bangla }
    : { label: 'menu.staffLogin', to: '/login', outside: true };
  return HEADER_MENUS.map((menu) => ({
    ...menu,
    links: menu.links?.map((link) => (link.to === '/pages/login' ? staff : link)),
  }));
}

export function SiteHeader() {
  const t = useT();
  const sticky = useScrolledPast(STICKY_AFTER_PX);
  const menus = useMenus();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [drawerOpened, setDrawerOpened] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    // A new page (a link, or the browser's back button) closes every menu.
    setShownPath(pathname);
    setOpenMenu(null);
    setDrawerOpened(false);
  }

  const onOpenChange = useCallback(
    (label: string, open: boolean) =>
      setOpenMenu((current) => (open ? label : current === label ? null : current)),
    [],
  );

  return (
    <header className={classes.shell}>
      <div className={classes.bar} data-sticky={sticky || undefined}>
        <Container size="lg" className={classes.inner}>
          <Logo />
          <Box component="nav" aria-label={t('header.mainNav')} visibleFrom="sm">
            <ul className={classes.menu}>
              {menus.map((menu) =>
                menu.links ? (
                  <NavDropdown
                    key={menu.label}
                    label={t(menu.label)}
                    links={menu.links}
                    open={openMenu === menu.label}
                    onOpenChange={(open) => onOpenChange(menu.label, open)}
                  />
                ) : (
                  <li key={menu.label} className={classes.item}>
                    <NavLink to={menu.to!} end className={classes.link}>
                      {t(menu.label)}
                    </NavLink>
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
            opened={drawerOpened}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpened((o) => !o);
            }}
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
            hiddenFrom="sm"
            className={classes.burger}
            aria-label={t(drawerOpened ? 'header.closeMenu' : 'header.openMenu')}
            aria-expanded={drawerOpened}
          />
        </Container>
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileMenu menus={menus} opened={drawerOpened} onClose={() => setDrawerOpened(false)} />
        </Suspense>
      )}
    </header>
  );
}
