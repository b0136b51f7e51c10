/* What the back-office journeys do outside the browser: what a visitor's form would send,
   and the staff token for checks. */
import type { Browser } from 'playwright-core';
import { dhakaDaysAhead } from '../support/assets';
import { ADMIN, BASE_URL, launch } from '../support/browser';

export async function adminToken(): Promise<string> {
  const res = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * A new account's owner replaces the password the admin set (it must be changed
 * at the first sign-in) with `own`, outside the browser.
 */
export async function chooseOwnPassword(username: string, set: string, own: string) {
  const res = await fetch(`${BASE_URL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: set }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  const token = ((await res.json()) as { access_token: string }).access_token;
  await graphql(
    'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
    { c: set, n: own },
    token,
  );
}

/** POST JSON to the REST shim as a visitor; fails the test on anything but 201/200. */
export async function postJson<T = { id: number }>(path: string, body: object): Promise<T> {
  const res = await fetch(`${BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path} → ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A GraphQL request, with the staff token when given. */
export async function graphql<T>(query: string, variables: object = {}, token?: string) {
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'apollo-require-preflight': 'true',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

/**
 * A partner's paper sent as the registration's status page sends it: the public
 * submitPartnerDocument mutation, a GraphQL multipart request (the upload spec).
 */
export async function submitDocument(
  input: { reference: string; contact: string; kind: string; number: string; expiresOn?: string },
  file: { bytes: Uint8Array; name: string; type: string },
): Promise<{ id: string; state: string }> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: `mutation($input: PartnerDocumentSubmission!, $file: Upload!) {
        submitPartnerDocument(input: $input, file: $file) { id state } }`,
      variables: { input, file: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${BASE_URL}/graphql`, {
    method: 'POST',
    headers: { 'apollo-require-preflight': 'true' },
    body: form,
  });
  const body = (await res.json()) as {
    data?: { submitPartnerDocument: { id: string; state: string } };
    errors?: { message: string }[];
  };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data!.submitPartnerDocument;
}

/** A unique word for the rows one journey creates, so other journeys cannot disturb them. */
export const uniqueTag = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** YYYY-MM-DD a number of days ahead (journey dates must not be in the past in Dhaka). */
export const daysAhead = dhakaDaysAhead;

/** One Chromium for the tests of a describe block: call at its top, use the getter in tests. */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());
  return () => browser!;
}
