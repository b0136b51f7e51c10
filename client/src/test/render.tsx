import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { Notifications } from '@mantine/notifications';
import { render, type RenderOptions } from '@testing-library/react';
import { messages as bn } from '../i18n/catalogs/bn';
import { messages as en } from '../i18n/catalogs/en';
import { LocaleProvider } from '../i18n/i18n';
import { createI18n } from '../i18n/i18n-runtime';
import { BN_PREFIX, localeOfPath } from '../i18n/locales';
import { cssVariablesResolver, theme } from '../theme';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
}

/**
 * Renders inside the app's providers: Mantine (no transitions), the language of the route ('/bn…'
 * is Bangla, under the router's basename as in the app), a router and mocked GraphQL.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', mocks = [], ...options }: Options = {},
) {
  const locale = localeOfPath(route);
  const i18n = createI18n(locale, locale === 'bn' ? bn : en);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        <LocaleProvider i18n={i18n}>
          <MockedProvider mocks={mocks}>
            <MemoryRouter
              initialEntries={[route]}
              basename={locale === 'bn' ? BN_PREFIX : undefined}
            >
              {children}
            </MemoryRouter>
          </MockedProvider>
        </LocaleProvider>
      </MantineProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
