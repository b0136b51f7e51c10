import type { ReactNode } from 'react';
import type { I18n } from '@lingui/core';
import { MantineProvider } from '@mantine/core';
import { LocaleProvider } from '../i18n/i18n';
import { cssVariablesResolver, theme } from '../theme';

/**
 * What an island renders inside, on the server (Island.tsx) and in the browser (load.ts) alike,
 * so the two give the same markup: Mantine's theme without its <style> tags (the page's
 * stylesheet has the variables and global classes already) and the page's language. No router,
 * no Apollo Client: an island gets its data in its props, or fetches it itself.
 */
export function IslandProviders({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <LocaleProvider i18n={i18n}>{children}</LocaleProvider>
    </MantineProvider>
  );
}
