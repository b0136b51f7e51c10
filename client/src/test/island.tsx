import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { messages as bn } from '../i18n/catalogs/bn';
import { messages as en } from '../i18n/catalogs/en';
import { createI18n } from '../i18n/i18n-runtime';
import type { Locale } from '../i18n/locales';
import { IslandProviders } from '../site/islands/IslandProviders';
import { islandMessages } from '../site/islands/messages';
import type { IslandName } from '../site/islands/registry';

/**
 * Renders an island as the browser hydrates it: in IslandProviders only (no Mantine, no router,
 * no Apollo Client) with only the messages the server writes beside it (islands/messages.ts). A
 * message the island shows but does not get fails the test.
 */
export function renderIsland(name: IslandName, ui: ReactElement, locale: Locale = 'en') {
  const i18n = createI18n(locale, islandMessages(locale === 'bn' ? bn : en, name));
  const missing: string[] = [];
  i18n.on('missing', ({ id }) => missing.push(id));
  const result = render(<IslandProviders i18n={i18n}>{ui}</IslandProviders>);
  return {
    ...result,
    /** The message ids the island asked for and did not have. */
    missing,
  };
}
