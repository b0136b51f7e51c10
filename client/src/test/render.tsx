import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { Notifications } from '@mantine/notifications';
import { render, type RenderOptions } from '@testing-library/react';
import { cssVariablesResolver, theme } from '../theme';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  route?: string;
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
}

/** Renders inside the app's providers: Mantine (no transitions), a router and mocked GraphQL. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', mocks = [], ...options }: Options = {},
) {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
        <Notifications />
        <MockedProvider mocks={mocks}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </MockedProvider>
      </MantineProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
