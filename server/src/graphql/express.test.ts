/**
 * apolloMiddleware answers exactly what @as-integrations/express5's expressMiddleware answers:
 * status, headers and body, for POSTs and GETs, results and errors, with and without ETags.
 */
import { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type RequestHandler } from 'express';
import request from 'supertest';
import { apolloMiddleware } from './express';

const typeDefs = `type Query { hello(name: String): String, boom: String }
  type Mutation { touch: String }`;
const resolvers = {
  Query: {
    hello: (_: unknown, { name }: { name?: string }) =>
      `hello ${name ?? 'you'} ${'x'.repeat(1200)}`,
    boom: () => {
      throw new Error('boom');
    },
  },
  Mutation: { touch: () => 'touched' },
};

let server: ApolloServer;
beforeAll(async () => {
  server = new ApolloServer({ typeDefs, resolvers });
  await server.start();
});
afterAll(() => server.stop());

function app(middleware: RequestHandler, etag: boolean) {
  const a = express();
  a.set('etag', etag);
  a.use('/graphql', express.json(), middleware);
  return a;
}

type Call = (r: ReturnType<typeof request>) => request.Test;
const json = { 'content-type': 'application/json' };
const calls: [string, Call][] = [
  ['a POST', (r) => r.post('/graphql').set(json).send({ query: '{ hello }' })],
  [
    'a POST asking for graphql-response+json',
    (r) =>
      r
        .post('/graphql')
        .set({ ...json, accept: 'application/graphql-response+json' })
        .send({ query: '{ hello(name: "x") }' }),
  ],
  [
    'a POST asking for the callback type',
    (r) =>
      r
        .post('/graphql')
        .set({ ...json, accept: 'application/json; callbackSpec=1.0' })
        .send({ query: '{ hello }' }),
  ],
  [
    'a POST with a query string',
    (r) => r.post('/graphql?a=1#f').set(json).send({ query: '{ hello }' }),
  ],
  ['a resolver error', (r) => r.post('/graphql').set(json).send({ query: '{ boom }' })],
  ['a syntax error', (r) => r.post('/graphql').set(json).send({ query: '{ hello' })],
  ['a POST without a query', (r) => r.post('/graphql').set(json).send({ nothing: 1 })],
  ['a GET', (r) => r.get('/graphql?query=%7Bhello%7D').set('apollo-require-preflight', '1')],
  [
    'a mutation over GET',
    (r) => r.get('/graphql?query=mutation%7Btouch%7D').set('apollo-require-preflight', '1'),
  ],
  ['a blocked (CSRF) GET', (r) => r.get('/graphql?query=%7Bhello%7D')],
];

describe('apolloMiddleware', () => {
  for (const etag of [true, false]) {
    it.each(calls)(`answers %s as expressMiddleware does (etag ${etag})`, async (_name, call) => {
      const theirs = await call(request(app(expressMiddleware(server), etag)));
      const ours = await call(
        request(app(apolloMiddleware(server, { context: async () => ({}) }), etag)),
      );
      const view = (r: request.Response) => {
        const { date: _date, ...headers } = r.headers as Record<string, string>;
        return { status: r.status, headers, body: r.text };
      };
      expect(view(ours)).toEqual(view(theirs));
    });
  }
});
