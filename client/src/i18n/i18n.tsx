import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { I18nProvider, Trans, useLingui, type TransProps } from '@lingui/react';
import type catalog from './catalogs/en.json';
import { localizePath, type Locale } from './locales';

/**
 * The site's messages through Lingui's runtime (no macros): every visible string of the public
 * site has an id in catalogs/en.json and catalogs/bn.json, ICU MessageFormat (plurals, values,
 * `<0>…</0>` for elements). Ids are typed from the English catalog, so an unknown id fails
 * `tsc`, and catalogs.test.ts fails when either catalog lacks one the other has.
 */
export type MessageId = keyof typeof catalog;
export type Values = Record<string, unknown>;
export type Translate = (id: MessageId, values?: Values) => string;

export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export function useLocale(): Locale {
  return useLingui().i18n.locale as Locale;
}

/** `t('header.bookRide')`, `t('news.count', { count })`. */
export function useT(): Translate {
  return useLingui()._ as Translate;
}

/** A site address in the page's language: '/pages/news' → '/bn/pages/news' on Bangla pages. */
export function useLocalePath(): (to: string) => string {
  const locale = useLocale();
  return (to) => localizePath(to, locale);
}

/** A message with elements in it: `<T id="contact.writeTo" components={{ 0: <a href=… /> }} />`. */
export function T(props: {
  id: MessageId;
  values?: Values;
  components?: TransProps['components'];
}) {
  return <Trans {...props} />;
}
