import { useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { createClient } from 'graphql-ws';
import { clearToken } from '../../api/token';
import { useT } from '../../i18n/i18n';
import type { AlertKind } from '../adminNav';

export type Unread = Record<AlertKind, number>;

const NONE: Unread = { MESSAGE: 0, RESERVATION: 0, REGISTRATION: 0 };

const SUBSCRIPTION = 'subscription StaffAlerts { staffAlerts { kind id title createdAt mention } }';

const HEADINGS: Record<AlertKind, string> = {
  MESSAGE: 'New message',
  RESERVATION: 'New reservation',
  REGISTRATION: 'New registration',
};

interface StaffAlert {
  kind: AlertKind;
  id: number;
  title: string;
  /** For this staff member alone: a colleague mentioned them in a note. */
  mention?: boolean;
}

/** The server closes the socket with this code when its session ends (signed out, disabled…). */
const SESSION_ENDED = 4401;
const codeOf = (event: unknown) => (event as { code?: number } | undefined)?.code;

/** ws(s)://<this host>/graphql: the app serves subscriptions on its own port and path. */
const socketUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;

/**
 * While an admin is signed in: listens to `staffAlerts`, counts what came in per kind, shows a
 * notification naming it and refetches the lists on screen. graphql-ws reconnects by itself
 * (with back-off) after a network drop or a server restart. When the server says the session
 * ended (4401), the token is dropped at once: the route guard takes the user to /login, and a
 * notice says why.
 */
export function useStaffAlerts(token: string | null, enabled: boolean) {
  const [unread, setUnread] = useState<Unread>(NONE);
  const [live, setLive] = useState(false);
  const apollo = useApolloClient();
  // Read when the notice is shown: a language switch must not reconnect the socket.
  const translate = useT();
  const t = useRef(translate);
  useEffect(() => {
    t.current = translate;
  });

  useEffect(() => {
    if (!enabled || !token) return;
    const client = createClient({
      url: socketUrl(),
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: Number.POSITIVE_INFINITY,
      // A refused token (4403) or an ended session (4401) will not get better by retrying.
      shouldRetry: (event) => codeOf(event) !== 4403 && codeOf(event) !== SESSION_ENDED,
    });
    const offConnected = client.on('connected', () => setLive(true));
    const offClosed = client.on('closed', (event) => {
      setLive(false);
      if (codeOf(event) !== SESSION_ENDED) return;
      clearToken();
      notifications.show({
        id: 'signed-out',
        color: 'red',
        title: t.current('notice.signedOut'),
        message: t.current('notice.signedOutText'),
        autoClose: false,
      });
    });
    const stop = client.subscribe<{ staffAlerts: StaffAlert }>(
      { query: SUBSCRIPTION },
      {
        next: ({ data }) => {
          const alert = data?.staffAlerts;
          if (!alert) return;
          if (alert.mention) {
            // Nothing new came in: a note on a request asks for this colleague; it stays up.
            notifications.show({
              color: 'yellow',
              title: 'You were mentioned',
              message: alert.title,
              autoClose: false,
            });
            return;
          }
          setUnread((counts) => ({ ...counts, [alert.kind]: counts[alert.kind] + 1 }));
          // The expiry engine's suspension comes as a registration's alert: said as what it is.
          const suspended = alert.kind === 'REGISTRATION' && alert.title.startsWith('Suspended:');
          notifications.show({
            color: suspended ? 'orange' : 'blue',
            title: suspended ? 'Partner suspended' : (HEADINGS[alert.kind] ?? 'New'),
            message: alert.title,
            autoClose: suspended ? false : undefined,
          });
          // Tables and dashboard figures on screen show it without a reload.
          void apollo.refetchQueries({ include: 'active' }).catch(() => undefined);
        },
        error: (error) => {
          // An ended session is said above, to the user rather than the console.
          if (codeOf(error) !== SESSION_ENDED) console.warn('[alerts] subscription ended:', error);
        },
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
