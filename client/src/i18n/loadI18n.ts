import type { I18n } from '@lingui/core';
import type { Locale } from './locales';

/**
 * The page's language, ready: its compiled catalog and Lingui's runtime, each a chunk of its own
 * that the server names beside the entry (client/src/entry-server.tsx), so a page
 * fetches only its own language and the public entry carries neither. The back office's app
 * (entry-client.tsx) loads it so; the public pages' islands get their messages in the page
 * (site/islands/Island.tsx).
 */
export function loadI18n(locale: Locale): Promise<I18n> {
  const catalog = locale === 'bn' ? import('./catalogs/bn') : import('./catalogs/en');
  return Promise.all([import('./i18n-runtime'), catalog]).then(([runtime, { messages }]) =>
    runtime.createI18n(locale, messages),
  );
}
