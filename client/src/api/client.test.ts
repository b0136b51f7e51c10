import { notifications } from '@mantine/notifications';
import { makeToken } from '../test/tokens';
import { TOKEN_KEY } from './token';
import { createApolloClient } from './client';
import { fetchAnswering, newsItemAnswer, newsItemQuery } from '../test/fakeFetch';

const query = newsItemQuery;
const item = newsItemAnswer;
const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

describe('Apollo client links', () => {
  let show: jest.SpyInstance;
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    localStorage.clear();
    show = jest.spyOn(notifications, 'show').mockImplementation(() => 'id');
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends the preflight header always and the bearer token when one is stored', async () => {
    const { calls, fetchImpl } = fetchAnswering(item);
    const client = createApolloClient({ fetch: fetchImpl });
    await client.query({ ...query, fetchPolicy: 'network-only' });
    expect(lower(calls[0].headers)['apollo-require-preflight']).toBe('true');
    expect(lower(calls[0].headers).authorization).toBeUndefined();

    const token = makeToken();
    localStorage.setItem(TOKEN_KEY, token);
    await client.query({ ...query, fetchPolicy: 'network-only' });
    expect(lower(calls[1].headers).authorization).toBe(`Bearer ${token}`);
  });

  it('forgets a refused session without an error in the console', async () => {
    localStorage.setItem(TOKEN_KEY, makeToken());
    const { fetchImpl } = fetchAnswering({
      errors: [{ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    const client = createApolloClient({ fetch: fetchImpl });
    await expect(client.query(query)).rejects.toThrow('Authentication required');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Session ended' }));
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows other failures in a red notification and the console', async () => {
    const { fetchImpl } = fetchAnswering({
      errors: [
        { message: 'Too many requests, retry in 60 s', extensions: { code: 'TOO_MANY_REQUESTS' } },
      ],
    });
    const client = createApolloClient({ fetch: fetchImpl });
    await expect(client.query(query)).rejects.toThrow();
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'Too many requests, retry in 60 s' }),
    );
    expect(consoleError).toHaveBeenCalled();
  });

  it('stays quiet for field errors the form shows itself', async () => {
    const { fetchImpl } = fetchAnswering({
      errors: [
        {
          message: 'Invalid input',
          extensions: { code: 'BAD_USER_INPUT', fields: [{ field: 'title', message: 'Too long' }] },
        },
      ],
    });
    const client = createApolloClient({ fetch: fetchImpl });
    await expect(client.query({ ...query, context: { silent: true } })).rejects.toThrow();
    expect(show).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
