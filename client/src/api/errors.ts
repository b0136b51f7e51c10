import type { GraphQLFormattedError } from 'graphql';
import type { MessageId, Translate, Values } from '../i18n/i18n';
import { GraphQLRequestError } from './graphqlFetch';

export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  /** A limit of lookups or searches per address (the status page, the help search). */
  | 'RATE_LIMITED'
  | 'LOCKED'
  | 'INTERNAL_SERVER_ERROR';

interface FieldErrorEntry {
  field: string;
  message: string;
}

/**
 * Apollo Client's errors, told apart by the `name` each class sets (CombinedGraphQLErrors,
 * ServerError, ServerParseError): reading them takes no import of Apollo Client, so the public
 * pages' islands, which send with graphqlFetch and never load Apollo, do not carry its errors
 * module. errors.test.ts checks the names against Apollo's own classes.
 */
interface ApolloErrors {
  CombinedGraphQLErrors: Error & { errors: readonly GraphQLFormattedError[] };
  ServerError: Error & { statusCode: number; bodyText: string };
  ServerParseError: Error;
}

function isApollo<N extends keyof ApolloErrors>(error: unknown, name: N): error is ApolloErrors[N] {
  return error instanceof Error && error.name === name;
}

export function graphQLErrorsOf(error: unknown): readonly GraphQLFormattedError[] {
  if (error instanceof GraphQLRequestError) return error.errors;
  if (isApollo(error, 'CombinedGraphQLErrors')) return error.errors;
  if (isApollo(error, 'ServerError')) {
    // A 4xx answer may still carry a GraphQL body (e.g. variables that failed validation).
    try {
      const body = JSON.parse(error.bodyText) as { errors?: GraphQLFormattedError[] };
      return Array.isArray(body.errors) ? body.errors : [];
    } catch {
      return [];
    }
  }
  return [];
}

export function errorCodes(error: unknown): string[] {
  return graphQLErrorsOf(error)
    .map((e) => e.extensions?.code)
    .filter((code): code is string => typeof code === 'string');
}

export function hasErrorCode(error: unknown, code: ErrorCode): boolean {
  return errorCodes(error).includes(code);
}

/**
 * Field errors of a BAD_USER_INPUT answer as `{ field: message }`, ready for Mantine's
 * `form.setErrors`. Server paths such as `input.title` become `title`; `rename` maps the
 * remaining server names onto form field names. Null when the error carries none.
 */
export function fieldErrorsOf(
  error: unknown,
  rename: Record<string, string> = {},
): Record<string, string> | null {
  const result: Record<string, string> = {};
  for (const gqlError of graphQLErrorsOf(error)) {
    if (gqlError.extensions?.code !== 'BAD_USER_INPUT') continue;
    const fields = gqlError.extensions.fields;
    if (!Array.isArray(fields)) continue;
    for (const entry of fields as FieldErrorEntry[]) {
      if (!entry || typeof entry.field !== 'string') continue;
      const short = entry.field.split('.').pop() ?? entry.field;
      const name = rename[entry.field] ?? rename[short] ?? short;
      result[name] ??= String(entry.message);
    }
  }
  return Object.keys(result).length > 0 ? result : null;
}

/**
 * A sentence a person can act on, whatever went wrong: in the page's language when given its
 * `t` (the public site), in English otherwise (the back office). The server's own messages come
 * in the language the client asked for.
 */
export function errorMessage(error: unknown, t?: Translate): string {
  const say = (id: MessageId, english: string, values?: Values) => (t ? t(id, values) : english);
  const serverFailed = () =>
    say('error.server', 'The server could not complete the request. Please try again.');
  const gqlErrors = graphQLErrorsOf(error);
  if (gqlErrors.length > 0) {
    const first = gqlErrors[0];
    if (first.extensions?.code === 'INTERNAL_SERVER_ERROR') return serverFailed();
    return first.message;
  }
  const status = isApollo(error, 'ServerError')
    ? error.statusCode
    : error instanceof GraphQLRequestError
      ? error.status
      : null;
  if (status !== null) {
    if (status === 429) {
      return say('error.tooMany', 'Too many requests. Please wait a moment and try again.');
    }
    if (status >= 500) return serverFailed();
    return say('error.status', `The request failed (${status}).`, { status });
  }
  if (isApollo(error, 'ServerParseError')) {
    return say('error.unreadable', 'The server sent an answer that could not be read.');
  }
  if (error instanceof TypeError) {
    return say('error.offline', 'Cannot reach the server. Check your connection and try again.');
  }
  if (error instanceof Error && error.message) return error.message;
  return say('error.generic', 'Something went wrong. Please try again.');
}
