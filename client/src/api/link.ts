import { ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { notifications } from '@mantine/notifications';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { clearToken, getValidToken } from '../auth/token';
import { errorCodes, errorMessage, fieldErrorsOf } from './errors';
import { uploadFetch } from './uploadFetch';

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
  if (context.handlesAllErrors) return;
  const codes = errorCodes(error);
  // An upload the user cancelled: the screen says so itself.
  if (context.fetchOptions?.signal?.aborted) return;

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

/** The links that talk to the server: errors, the session's token, and HTTP (with uploads). */
export function createNetworkLink(fetch?: typeof globalThis.fetch): ApolloLink {
  const uploadLink = new UploadHttpLink({
    uri: '/graphql',
    // Apollo Server's CSRF prevention refuses multipart (and simple) requests without it.
    headers: { 'apollo-require-preflight': 'true' },
    fetch: fetch ?? uploadFetch,
  });
  return ApolloLink.from([errorLink, authLink, uploadLink]);
}
