import { notifications } from '@mantine/notifications';
import { createApolloClient } from './client';
import { setIdentityAsker } from './stepUp';
import { PublicArticleItemDocument } from '../gql/site/graphql';

/** A fetch that answers each call with the next of `answers` (JSON, 200). */
function fetchAnswering(answers: object[]) {
  let calls = 0;
  const fetchImpl = jest.fn(async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)];
    return {
      ok: true,
      status: 200,
      headers: {
        get: (n: string) => (n.toLowerCase() === 'content-type' ? 'application/json' : null),
      },
      text: async () => JSON.stringify(answer),
    } as unknown as Response;
  });
  return fetchImpl;
}

const refused = {
  errors: [
    {
      message: 'Confirm it is you first',
      extensions: { code: 'FORBIDDEN', reason: 'CONFIRM_IDENTITY' },
    },
  ],
};
const item = {
  data: {
    newsItem: {
      __typename: 'News',
      id: 1,
      title: 'T',
      date: '2022-01-01',
      description: 'D',
      imageUrl: '/uploads/a.png',
      imageWebpUrl: null,
    },
  },
};
const query = { query: PublicArticleItemDocument, variables: { news: true, id: 1 } };

describe('step-up: an operation refused for want of a confirmation', () => {
  let show: jest.SpyInstance;
  beforeEach(() => {
    show = jest.spyOn(notifications, 'show').mockImplementation(() => '');
  });
  afterEach(() => show.mockRestore());

  it('asks, then is sent again; the screen sees only the answer to the retry', async () => {
    const ask = jest.fn(async () => true);
    const off = setIdentityAsker(ask);
    const fetchImpl = fetchAnswering([refused, item]);
    const client = createApolloClient({ fetch: fetchImpl });
    const { data } = await client.query({ ...query, fetchPolicy: 'no-cache' });
    expect(data).toEqual(item.data);
    expect(ask).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(show).not.toHaveBeenCalled();
    off();
  });

  it('given up, the screen gets the refusal and no "not allowed" notice', async () => {
    const off = setIdentityAsker(async () => false);
    const fetchImpl = fetchAnswering([refused, item]);
    const client = createApolloClient({ fetch: fetchImpl });
    await expect(client.query({ ...query, fetchPolicy: 'no-cache' })).rejects.toThrow(
      'Confirm it is you first',
    );
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(show).not.toHaveBeenCalled();
    off();
  });
});
