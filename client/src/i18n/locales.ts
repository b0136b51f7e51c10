/**
 * The site's two languages and where each lives: English at the root, Bangla under /bn
 *. The language of a page is read from its address, the same way on the server
 * and in the browser; nothing looks at the browser's preferred language.
 */
export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

/** The address prefix of the Bangla site. */
export const BN_PREFIX = '/bn';

/** Open Graph's names of the languages (`og:locale`). */
export const OG_LOCALES: Record<Locale, string> = { en: 'en_GB', bn: 'bn_BD' };

/** What the switcher says, in the language it leads to (its own `lang`). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };

export const otherLocale = (locale: Locale): Locale => (locale === 'bn' ? 'en' : 'bn');

/** '/bn/pages/news' → 'bn'; '/pages/news', '/bnx' → 'en'. */
export function localeOfPath(pathname: string): Locale {
  return pathname === BN_PREFIX || pathname.startsWith(`${BN_PREFIX}/`) ? 'bn' : 'en';
}

/** The English address of any page: '/bn/pages/news' → '/pages/news', '/bn' → '/'. */
export function withoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(BN_PREFIX.length) || '/';
}

/**
 * An address of the site (an English one, as links are written: '/pages/news', '/', with a query
 * or a hash) in a language: '/bn/pages/news', '/bn'. Addresses outside the site pass as they are.
 */
export function localizePath(path: string, locale: Locale): string {
  if (locale === 'en' || !path.startsWith('/') || localeOfPath(path) === 'bn') return path;
  return path === '/' || /^\/[?#]/.test(path) ? BN_PREFIX + path.slice(1) : BN_PREFIX + path;
}

/** The same page in every language. */
export function alternatePaths(pathname: string): Record<Locale, string> {
  const en = withoutLocale(pathname);
  return { en, bn: localizePath(en, 'bn') };
}
