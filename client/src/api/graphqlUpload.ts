import { graphQLAnswer, type IslandOperation } from './graphqlFetch';
import { uploadFetch, type UploadOptions } from './uploadFetch';

/**
 * A GraphQL mutation that sends one file, for islands (no Apollo Client in a public page): the
 * GraphQL multipart request (github.com/jaydenseric/graphql-multipart-request-spec) that the
 * server's upload middleware reads, the file under `variables.file` beside the other variables. Apollo Server refuses a
 * multipart request without a preflight header (its CSRF prevention): it carries one. Progress
 * and cancelling go through uploadFetch (XMLHttpRequest); a cancelled upload rejects with an
 * AbortError, a failed one as postGraphQL does.
 */
export async function postGraphQLFile<T, V extends { file: File } = { file: File }>(
  query: IslandOperation<T, V>,
  file: File,
  locale: string,
  options: UploadOptions = {},
  /** The operation's other variables (a paper's registration reference, number, expiry). */
  variables?: Omit<V, 'file'>,
): Promise<T> {
  const body = new FormData();
  const operations = { query: query.toString(), variables: { ...variables, file: null } };
  body.append('operations', JSON.stringify(operations));
  body.append('map', JSON.stringify({ 0: ['variables.file'] }));
  body.append('0', file, file.name);
  const res = await uploadFetch('/graphql', {
    method: 'POST',
    headers: {
      accept: 'application/graphql-response+json, application/json',
      'Accept-Language': locale,
      'apollo-require-preflight': 'true',
    },
    body,
    ...options,
  });
  return graphQLAnswer<T>(res);
}
