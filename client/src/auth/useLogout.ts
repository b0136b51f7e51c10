import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { hasErrorCode } from '../api/errors';
import { LogoutMutation } from './loginDocument';
import { clearToken } from '../api/token';

/**
 * Logout: asks the server to end this session first (its token is refused from then on, also
 * when copied elsewhere), then forgets the token. When the server cannot be reached the token is
 * forgotten all the same, and the user is told the session may still be open.
 */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    let ended = true;
    try {
      await client.mutate({ mutation: LogoutMutation, context: { handlesAllErrors: true } });
    } catch (error) {
      // Refused as signed out already (ended elsewhere, expired): nothing is left to end.
      ended = hasErrorCode(error, 'UNAUTHENTICATED');
    }
    clearToken();
    if (!ended) {
      notifications.show({
        id: 'logout-offline',
        color: 'yellow',
        title: 'Signed out on this device only',
        message:
          'The server could not be reached, so your session is still open there until it expires. ' +
          'Use “Sign out everywhere else” in My account from another device to end it.',
        autoClose: false,
      });
    }
  }, [client]);
}
