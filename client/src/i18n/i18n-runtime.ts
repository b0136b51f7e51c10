import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from './locales';

/**
 * Lingui's runtime with one language's messages. In the browser this module is a chunk of its
 * own, fetched beside the entry and the page's catalog (loadI18n.ts): the public entry
 * does not carry it. The server, the tests and the chunk itself import it as it is.
 */
export function createI18n(locale: Locale, messages: Messages): I18n {
  return setupI18n({ locale, messages: { [locale]: messages } });
}
