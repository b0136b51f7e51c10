import { ApolloClient, ApolloLink, type NormalizedCacheObject } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { notifications } from '@mantine/notifications';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { clearToken, getValidToken } from '../auth/token';
import { createCache } from './cache';
import { errorCodes, errorMessage, fieldErrorsOf } from './errors';

export { createCache };

/** Adds the bearer token to every request made while a valid token is stored. */
const authLink = new SetContextLink((prevContext) => {
  const token = getValidToken();
  if (!token) return {};
  return {
    headers: { ...prevContext.headers, Authorization: `Bearer ${token}` },
    sentToken: true,
  };
});

/**
 * Tells the user (and the console) about every failure the screen does not handle itself.
 * Expected outcomes that a screen shows in place (a wrong password, field errors) stay quiet.
 */
const errorLink = new ErrorLink(({ error, operation }) => {
  const context = operation.getContext();
  const codes = errorCodes(error);

  if (codes.includes('UNAUTHENTICATED') && context.sentToken) {
    // The stored session was refused: forget it. The route guard then sends the user to /login.
    clearToken();
    notifications.show({
      id: 'session-ended',
      color: 'red',
      title: 'Session ended',
      message: 'Please sign in again.',
    });
    return;
  }
  if (context.silentCodes?.some((code) => codes.includes(code))) return;
  if (context.silent && codes.includes('BAD_USER_INPUT') && fieldErrorsOf(error)) return;

  console.error(`[GraphQL] ${operation.operationName ?? 'operation'} failed:`, error);
  const forbidden = codes.includes('FORBIDDEN');
  notifications.show({
    color: 'red',
    title: forbidden ? 'Not allowed' : 'Something went wrong',
    message: forbidden ? 'Your account is not allowed to do this.' : errorMessage(error),
  });
});

export interface ClientOptions {
  fetch?: typeof fetch;
  /** Data the server rendered the page with (the cache's extract()), restored before hydration. */
  initialState?: NormalizedCacheObject;
}

export function createApolloClient(options: ClientOptions = {}): ApolloClient {
  const uploadLink = new UploadHttpLink({
    uri: '/graphql',
    // Apollo Server's CSRF prevention refuses multipart (and simple) requests without it.
    headers: { 'apollo-require-preflight': 'true' },
    fetch: options.fetch,
  });
  const cache = createCache();
  if (options.initialState) cache.restore(options.initialState);
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, uploadLink]),
    cache,
    // Right after hydration, queries that would refetch (cache-and-network lists) read the
    // server's data instead: hydration makes no request.
    ssrForceFetchDelay: options.initialState ? 3000 : undefined,
  });
}

/** Ends the after-hydration window in which queries read the server's data without asking. */
export function askServerAgain(client: ApolloClient): void {
  client.prioritizeCacheValues = false;
}
