import { useCallback, useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { createClient } from 'graphql-ws';
import type { AlertKind } from '../adminNav';

export type Unread = Record<AlertKind, number>;

const NONE: Unread = { MESSAGE: 0, RESERVATION: 0, REGISTRATION: 0 };

const SUBSCRIPTION = 'subscription StaffAlerts { staffAlerts { kind id title createdAt } }';

const HEADINGS: Record<AlertKind, string> = {
  MESSAGE: 'New message',
  RESERVATION: 'New reservation',
  REGISTRATION: 'New registration',
};

interface StaffAlert {
  kind: AlertKind;
  id: number;
  title: string;
}

/** ws(s)://<this host>/graphql: the app serves subscriptions on its own port and path. */
const socketUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;

/**
 * While an admin is signed in: listens to `staffAlerts`, counts what came in per kind, shows a
 * notification naming it and refetches the lists on screen. graphql-ws reconnects by itself
 * (with back-off) after a network drop or a server restart.
 */
export function useStaffAlerts(token: string | null, enabled: boolean) {
  const [unread, setUnread] = useState<Unread>(NONE);
  const [live, setLive] = useState(false);
  const apollo = useApolloClient();

  useEffect(() => {
    if (!enabled || !token) return;
    const client = createClient({
      url: socketUrl(),
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: Number.POSITIVE_INFINITY,
      // A refused token (4403) will not get better by retrying.
      shouldRetry: (event) => (event as { code?: number })?.code !== 4403,
    });
    const offConnected = client.on('connected', () => setLive(true));
    const offClosed = client.on('closed', () => setLive(false));
    const stop = client.subscribe<{ staffAlerts: StaffAlert }>(
      { query: SUBSCRIPTION },
      {
        next: ({ data }) => {
          const alert = data?.staffAlerts;
          if (!alert) return;
          setUnread((counts) => ({ ...counts, [alert.kind]: counts[alert.kind] + 1 }));
          notifications.show({
            color: 'blue',
            title: HEADINGS[alert.kind] ?? 'New',
            message: alert.title,
          });
          // Tables and dashboard figures on screen show it without a reload.
          void apollo.refetchQueries({ include: 'active' }).catch(() => undefined);
        },
        error: (error) => console.warn('[alerts] subscription ended:', error),
        complete: () => undefined,
      },
    );
    return () => {
      offConnected();
      offClosed();
      setLive(false);
      stop();
      void client.dispose();
    };
  }, [token, enabled, apollo]);

  const markRead = useCallback(
    (kind: AlertKind) =>
      setUnread((counts) => (counts[kind] === 0 ? counts : { ...counts, [kind]: 0 })),
    [],
  );
  return { unread, markRead, live };
}
