/**
 * What the service worker (sw.ts) may keep: the public site's pages and built files, never the
 * back office, sign-in, the API or GraphQL (a staff member's answers), nor anything sent with a
 * token. A list of what is public, not of what is not: the pages that say `offline: true` where
 * every page of the site is declared (site/sitePages.ts); a page added later is left to the
 * network until it says so.
 */
import { withoutLocale, type Locale } from '../i18n/locales';
import { SITE_PAGES } from '../site/sitePages';

/** Each declared page's route as a test of an address (`:id` is one part of it). */
const ROUTES = Object.entries(SITE_PAGES).map(([route, page]) => ({
  address: new RegExp(`^/${route.replace(/:[^/]+/g, '[^/]+')}$`),
  fixed: !route.includes(':'),
  offline: page.offline,
}));

/**
 * A public page to keep, by its English address or its Bangla one (the same under /bn): as the
 * router picks, a route without a parameter wins over one with (/pages/login, not pages/:slug).
 */
export function isPublicPage(pathname: string): boolean {
  const path = withoutLocale(pathname);
  const route =
    ROUTES.find((r) => r.fixed && r.address.test(path)) ?? ROUTES.find((r) => r.address.test(path));
  return route?.offline ?? false;
}

/**
 * The build's own files, named by their content (client/vite.config.ts): one address is one
 * content for ever, so a kept copy never needs asking again.
 */
export const isBuiltFile = (pathname: string) => /^\/(?:assets|islands)\//.test(pathname);

/** The page shown offline for a page not kept, in each language (precached at install). */
export const OFFLINE_PAGES: Record<Locale, string> = { en: '/offline', bn: '/bn/offline' };

/**
 * The offline page for a form posted as a page (without JavaScript, or before its island woke):
 * it says the form needs a connection and that nothing was sent (precached at install).
 */
export const OFFLINE_FORM_PAGES: Record<Locale, string> = {
  en: '/offline?form=unsent',
  bn: '/bn/offline?form=unsent',
};

/** Where the public site's plain forms post: their own pages, and the footer's lite switch. */
export const isPublicFormPost = (pathname: string) =>
  isPublicPage(pathname) || withoutLocale(pathname) === '/lite';
