import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { createApolloClient } from './api/client';
import { AppRoutes } from './AppRoutes';
import { ScrollToTop } from './components/ScrollToTop';
import { cssVariablesResolver, theme } from './theme';

export function App() {
  const [client] = useState(createApolloClient);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" limit={4} />
      <ModalsProvider>
        <ApolloProvider client={client}>
          <BrowserRouter>
            <ScrollToTop />
            <AppRoutes />
          </BrowserRouter>
        </ApolloProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}
