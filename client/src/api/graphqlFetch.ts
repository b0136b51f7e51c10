import type { GraphQLFormattedError } from 'graphql';
import type { TypedDocumentString } from '../gql/islands/graphql';

/**
 * A GraphQL request that failed: its HTTP status and the errors the server gave, if any. What
 * api/errors.ts reads field errors and messages from, as it does Apollo Client's errors.
 */
export class GraphQLRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: readonly GraphQLFormattedError[],
  ) {
    super(errors[0]?.message ?? `The request failed (${status}).`);
    this.name = 'GraphQLRequestError';
  }
}

/**
 * An operation for islands: one that codegen generated (site/islandDocuments.ts → gql/islands),
 * typed with its result and variables, or the text of one a form kept offline (forms/outbox.ts).
 */
export type IslandOperation<T, V> = TypedDocumentString<T, V> | string;

/**
 * One GraphQL operation over fetch, for islands (no Apollo Client in a public page): the page's
 * language asked for (validation messages in it), the answer's data, or a GraphQLRequestError. A
 * failed connection rejects with fetch's TypeError.
 */
export async function postGraphQL<T, V = Record<string, unknown>>(
  query: IslandOperation<T, V>,
  variables: V,
  locale: string,
  /** A visitor's form: the same key sent again is stored once (site/forms/outbox.ts). */
  idempotencyKey?: string,
): Promise<T> {
  const res = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      'Accept-Language': locale,
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    },
    body: JSON.stringify({ query: query.toString(), variables }),
  });
  return graphQLAnswer<T>(res);
}

/** The data of a GraphQL answer, or a GraphQLRequestError with its status and errors. */
export async function graphQLAnswer<T>(res: Response): Promise<T> {
  let body: { data?: T | null; errors?: GraphQLFormattedError[] } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's error page): the status says what happened.
  }
  if (body.errors?.length || !res.ok || !body.data) {
    throw new GraphQLRequestError(res.status, body.errors ?? []);
  }
  return body.data;
}
