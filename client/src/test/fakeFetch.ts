import { PublicArticleItemDocument } from '../gql/site/graphql';

/** A request the Apollo client's fetch was called with. */
interface FetchCall {
  headers: Record<string, string>;
  body: unknown;
}

/**
 * A fetch for the Apollo client's tests (no server here: what the links do with an answer is
 * under test): each call gets the next of `answers` (the last one again after that) as JSON, 200.
 */
export function fetchAnswering(...answers: object[]) {
  const calls: FetchCall[] = [];
  const fetchImpl = jest.fn(async (_uri: unknown, init: RequestInit) => {
    calls.push({ headers: init.headers as Record<string, string>, body: init.body });
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)];
    return {
      ok: true,
      status: 200,
      headers: {
        get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
      },
      text: async () => JSON.stringify(answer),
    } as unknown as Response;
  });
  return { calls, fetchImpl: fetchImpl as unknown as typeof fetch & jest.Mock };
}

/** A public query and an answer to it. */
export const newsItemQuery = { query: PublicArticleItemDocument, variables: { news: true, id: 1 } };
export const newsItemAnswer = {
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
