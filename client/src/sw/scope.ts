/**
 * What the service worker (sw.ts) may keep: the public site's pages and built files, never the
 * back office, sign-in, the API or GraphQL (a staff member's answers), nor anything sent with a
 * token. A list of what is public, not of what is not: a page added later is
 * left to the network until it is named here.
 */
import { withoutLocale, type Locale } from '../i18n/locales';

/** The public site's pages, by their English address (the Bangla ones are the same under /bn). */
const PUBLIC_PAGES =
  /^\/(?:$|pages(?:\/|$)|parcel(?:\/|$)|it-service$|registration\/|booking$|status$|offline$)/;

/** Sign-in's old address stays out: it only redirects to /login. */
const NOT_PUBLIC = /^\/pages\/login(?:\/|$)/;

export function isPublicPage(pathname: string): boolean {
  const path = withoutLocale(pathname);
  return PUBLIC_PAGES.test(path) && !NOT_PUBLIC.test(path);
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
