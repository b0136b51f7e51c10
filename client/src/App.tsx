import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
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

/** Mantine, notifications and Apollo: the same on the server (entry-server) and in the browser. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <DeferredNotifications />
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}

/**
 * Inside the router, the same on the server and in the browser: hydration's useId values follow
 * the tree's shape, so the two sides must not differ even by a sibling.
 */
export function RoutedApp() {
  return (
    <>
      <ScrollToTop />
      <AppRoutes />
    </>
  );
}

export function App({ client }: { client: ApolloClient }) {
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <RoutedApp />
      </BrowserRouter>
    </AppProviders>
  );
}
