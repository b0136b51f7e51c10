/**
 * GraphQL operation limits: aliases, depth, tokens, cost and batches are refused
 * with HTTP 400 and GRAPHQL_VALIDATION_FAILED before anything runs, while every operation the
 * client ships and Sandbox's introspection query still pass.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  getIntrospectionQuery,
  parse,
  print,
  specifiedRules,
  validate,
  type DocumentNode,
  type ValidationRule,
} from 'graphql';
import request from 'supertest';
import { loadConfig, ROOT_DIR } from '../config';
import { createTestApp, type TestApp } from '../test/harness';
import { operationLimits } from './limits';
import { appSchema } from '../features';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
});
afterAll(() => t.close());

const post = (body: unknown) =>
  request(t.app)
    .post('/graphql')
    .set('content-type', 'application/json')
    .send(body as object);

function expectRefused(res: request.Response, limit: RegExp) {
  expect(res.status).toBe(400);
  expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  expect(res.body.errors[0].message).toMatch(limit);
  expect(res.body.data).toBeUndefined();
}

const aliases = (n: number, field: string) =>
  `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('GraphQL operation limits', () => {
  it('allows 15 aliases and refuses 16, __typename included', async () => {
    expect((await post({ query: aliases(15, '__typename') })).status).toBe(200);
    expectRefused(await post({ query: aliases(16, '__typename') }), /Aliases limit of 15/);
    expectRefused(
      await post({ query: aliases(16, 'news(pageSize: 100) { total }') }),
      /Aliases limit of 15/,
    );
  });

  it('refuses the 1000-alias flood of news(pageSize: 100) by its token count', async () => {
    const res = await post({ query: aliases(1000, 'news(pageSize: 100) { items { id } }') });
    expectRefused(res, /^Token limit of 2000 exceeded\.$/);
  });

  it('refuses a 20 000-token query with 400, naming the token limit', async () => {
    const res = await post({ query: `{ ${'__typename '.repeat(20000)}}` });
    expectRefused(res, /Token limit of 2000/);
  });

  it('refuses a query deeper than 8, but not a deep __schema introspection', async () => {
    const ofType = (n: number): string => (n === 0 ? 'name' : `ofType { ${ofType(n - 1)} }`);
    // __type is not exempt (only __schema, what Sandbox and codegen send): 10 levels.
    const tenDeep = `{ __type(name: "News") { fields { type { ${ofType(6)} } } } }`;
    expectRefused(await post({ query: tenDeep }), /depth limit of 8 exceeded, found 10/);
    const eightDeep = `{ __type(name: "News") { fields { type { ${ofType(4)} } } } }`;
    expect((await post({ query: eightDeep })).body.errors).toBeUndefined();
    const deepSchema = `{ __schema { types { fields { type { ${ofType(6)} } } } } }`;
    expect((await post({ query: deepSchema })).body.errors).toBeUndefined();
  });

  it('refuses a batch (JSON array) with a readable 400', async () => {
    const res = await post(Array.from({ length: 500 }, () => ({ query: '{ __typename }' })));
    expect(res.status).toBe(400);
    expect(res.body.errors[0].message).toMatch(/batching is disabled/);
  });

  it('refuses before any resolver runs: 16 aliased contact messages write nothing', async () => {
    const send =
      'sendContactMessage(input: {name: "A", contactNumber: "01711000000", email: "a@b.co", subject: "S", message: "M"}) { id }';
    const res = await post({ query: `mutation ${aliases(16, send)}` });
    expectRefused(res, /Aliases limit/);
    expect(await t.services.messages.count()).toBe(0);
  });
});

describe('cost and field suggestions', () => {
  it('refuses an operation over the cost limit, naming it', async () => {
    const config = loadConfig({
      GRAPHQL_MAX_COST: '5',
      JWT_SECRET: 'x'.repeat(40),
      DATA_DIR: '/tmp',
    });
    const rules = operationLimits(config).validationRules as ValidationRule[];
    const doc = parse('{ news { items { id title description date imageUrl } total } }');
    const errors = validate(await appSchema(), doc, [...specifiedRules, ...rules]);
    expect(errors.map((e) => e.message)).toEqual([
      expect.stringMatching(/Cost limit of 5 exceeded/),
    ]);
  });

  it('hides "Did you mean" hints in production only', async () => {
    const typo = { query: '{ newz { total } }' };
    expect((await post(typo)).body.errors[0].message).toMatch(/Did you mean/);
    const prod = await createTestApp({
      NODE_ENV: 'production',
      DATABASE_URL: process.env.TEST_DATABASE_URL!,
    });
    try {
      const res = await request(prod.app).post('/graphql').send(typo).expect(400);
      expect(res.body.errors[0].message).toMatch(/^Cannot query field "newz"/);
      expect(res.body.errors[0].message).not.toMatch(/Did you mean|news/);
    } finally {
      await prod.close();
    }
  });
});

describe('every legitimate operation passes the limits', () => {
  /** The documents codegen generated from client/src (JSON ASTs in client/src/gql). */
  function clientDocuments(): [string, DocumentNode][] {
    const found: [string, DocumentNode][] = [];
    for (const file of ['client/src/gql/graphql.ts', 'client/src/gql/site/graphql.ts']) {
      const text = fs.readFileSync(path.join(ROOT_DIR, file), 'utf8');
      for (const m of text.matchAll(/export const (\w+)Document = (\{.*\}) as unknown as/g)) {
        found.push([m[1], JSON.parse(m[2]) as DocumentNode]);
      }
    }
    return found;
  }

  it.each([
    ['development', { NODE_ENV: 'development' }],
    ['production', { NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y' }],
  ])('in %s mode', async (_mode, env) => {
    const config = loadConfig({ ...env, JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp' });
    const rules = operationLimits(config).validationRules as ValidationRule[];
    const schema = await appSchema();
    const docs = clientDocuments();
    expect(docs.length).toBeGreaterThan(20);
    const introspection = getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
    });
    docs.push(['introspection', parse(introspection, { maxTokens: config.GRAPHQL_MAX_TOKENS })]);
    for (const [name, doc] of docs) {
      const errors = validate(schema, doc, [...specifiedRules, ...rules]).map((e) => e.message);
      expect({ name, errors }).toEqual({ name, errors: [] });
      // Within the token limit too (print → parse with the limit throws past it).
      expect(() => parse(print(doc), { maxTokens: config.GRAPHQL_MAX_TOKENS })).not.toThrow();
    }
  });
});
