import { lazy, Suspense, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { createApolloClient } from './api/client';
import { AppRoutes } from './AppRoutes';
import { ScrollToTop } from './components/ScrollToTop';
import { cssVariablesResolver, theme } from './theme';

const NotificationArea = lazy(() =>
  import('./NotificationArea').then((m) => ({ default: m.NotificationArea })),
);

/**
 * The notification area (transitions, portal) loads with the first notification: most public
 * visits never show one, and the public entry must stay small. `notifications.show()` works
 * before it is there; the area shows what is waiting once it mounts.
 */
function DeferredNotifications() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <NotificationArea />
    </Suspense>
  ) : null;
}

export function App() {
  const [client] = useState(createApolloClient);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <DeferredNotifications />
      <ApolloProvider client={client}>
        <BrowserRouter>
          <ScrollToTop />
          <AppRoutes />
        </BrowserRouter>
      </ApolloProvider>
    </MantineProvider>
  );
}
