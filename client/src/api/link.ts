import { ApolloLink } from '@apollo/client';
import type { I18n } from '@lingui/core';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { notifications } from '@mantine/notifications';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { CHANGE_PASSWORD_PATH, ENROL_2FA_PATH } from './next';
import { clearToken, getValidToken } from './token';
import type { Translate } from '../i18n/i18n';
import { errorCodes, errorMessage, fieldErrorsOf, graphQLErrorsOf } from './errors';
import { CONFIRM_IDENTITY, stepUpLink } from './stepUp';
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

/** Notices in English when the page gives no language (the back office's are English). */
const ENGLISH: Record<string, string> = {
  'notice.sessionEnded': 'Session ended',
  'notice.signInAgain': 'Please sign in again.',
  'notice.notAllowed': 'Not allowed',
  'notice.notAllowedText': 'Your account is not allowed to do this.',
  'notice.failed': 'Something went wrong',
};

/**
 * Tells the user (and the console) about every failure the screen does not handle itself.
 * Expected outcomes that a screen shows in place (a wrong password, field errors) stay quiet.
 */
const errorLinkIn = (say: (id: string) => string, t?: Translate) =>
  new ErrorLink(({ error, operation }) => {
    const context = operation.getContext();
    if (context.handlesAllErrors) return;
    const codes = errorCodes(error);
    // An upload the user cancelled: the screen says so itself.
    if (context.fetchOptions?.signal?.aborted) return;

    const reason = graphQLErrorsOf(error).find((e) => e.extensions?.reason)?.extensions?.reason;
    // The prompt asked (stepUp.ts) and was given up: the screen says what did not happen.
    if (reason === CONFIRM_IDENTITY) return;
    const first =
      reason === 'CHANGE_PASSWORD'
        ? CHANGE_PASSWORD_PATH
        : reason === 'ENROL_2FA'
          ? ENROL_2FA_PATH
          : null;
    if (first) {
      // The account must first choose its own password, or set up two-step sign-in: My account
      // asks for it, and nothing else answers until then.
      if (window.location.pathname !== first.split('?')[0]) window.location.assign(first);
      return;
    }
    if (codes.includes('UNAUTHENTICATED') && context.sentToken) {
      // The stored session was refused: forget it. The route guard then sends the user to /login.
      clearToken();
      notifications.show({
        id: 'session-ended',
        color: 'red',
        title: say('notice.sessionEnded'),
        message: say('notice.signInAgain'),
      });
      return;
    }
    if (context.silentCodes?.some((code) => codes.includes(code))) return;
    if (context.silent && codes.includes('BAD_USER_INPUT') && fieldErrorsOf(error)) return;

    console.error(`[GraphQL] ${operation.operationName ?? 'operation'} failed:`, error);
    const forbidden = codes.includes('FORBIDDEN');
    notifications.show({
      color: 'red',
      title: say(forbidden ? 'notice.notAllowed' : 'notice.failed'),
      message: forbidden ? say('notice.notAllowedText') : errorMessage(error, t),
    });
  });

/**
 * The links that talk to the server: errors, the session's token, and HTTP (with uploads). The
 * server answers in the page's language (`Accept-Language`, said explicitly on every request:
 * an English page asks for English whatever the browser prefers).
 */
export function createNetworkLink(fetch?: typeof globalThis.fetch, i18n?: I18n): ApolloLink {
  const uploadLink = new UploadHttpLink({
    uri: '/graphql',
    headers: {
      // Apollo Server's CSRF prevention refuses multipart (and simple) requests without it.
      'apollo-require-preflight': 'true',
      'Accept-Language': i18n?.locale ?? 'en',
    },
    fetch: fetch ?? uploadFetch,
  });
  const say = (id: string) => (i18n ? i18n._(id) : ENGLISH[id]);
  const t: Translate | undefined = i18n && ((id, values) => i18n._(id, values));
  return ApolloLink.from([errorLinkIn(say, t), stepUpLink, authLink, uploadLink]);
}
