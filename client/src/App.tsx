import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { ApolloClient } from '@apollo/client';
import type { I18n } from '@lingui/core';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { AppRoutes } from './AppRoutes';
import { LocaleProvider } from './i18n/i18n';
import { ScrollToTop } from './components/ScrollToTop';
import { theme } from './theme';
import { themeVariablesCss } from './themeVariables';

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

interface ProvidersProps {
  client: ApolloClient;
  /** The page's language with its messages (i18n/i18n.tsx). */
  i18n: I18n;
  children: ReactNode;
}

/**
 * Mantine, notifications, Apollo and the page's language: the same on the server (entry-server)
 * and in the browser.
 */
export function AppProviders({ client, i18n, children }: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      // Light only: the theme's variables leave the dark scheme out (themeVariables.ts).
      forceColorScheme="light"
      // The theme's variables, made once (themeVariables.ts), not remade for every page rendered.
      withCssVariables={false}
    >
      <style data-mantine-styles dangerouslySetInnerHTML={{ __html: themeVariablesCss() }} />
      <DeferredNotifications />
      <LocaleProvider i18n={i18n}>
        <ApolloProvider client={client}>{children}</ApolloProvider>
      </LocaleProvider>
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

export function App({
  client,
  i18n,
  basename,
}: Omit<ProvidersProps, 'children'> & {
  /** '/bn' on Bangla pages: the same routes under it. */
  basename?: string;
}) {
  return (
    <AppProviders client={client} i18n={i18n}>
      <BrowserRouter basename={basename}>
        <RoutedApp />
      </BrowserRouter>
    </AppProviders>
  );
}
