/**
 * The authorisation matrix, derived from the schema and the router rather than listed by hand:
 * every GraphQL operation marked @Authorized and every REST route declared 'admin' or 'token'
 * is tried with no token, a forged signature, `alg: none`, an expired token, a disabled account's
 * token and an editor's (admin-only operations refuse it; content operations accept it).
 * An operation added later is covered by this file without editing it.
 */
import {
  getNamedType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isEnumType,
  isListType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { getMetadataStorage } from 'type-graphql';
import { allRoutes, appSchema } from '..';
import {
  ADMIN_ACTOR,
  createTestApp,
  gqlUpload,
  JWT_SECRET,
  pngImage,
  type TestApp,
} from '../../test/harness';

// Every protected operation × every bad token: hundreds of requests, slow on a loaded machine.
jest.setTimeout(120_000);

let t: TestApp;
let png: Buffer;
let editorToken: string;
let disabledToken: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  png = await pngImage();
  editorToken = await t.staffToken('editor1', 'editor');
  disabledToken = await t.staffToken('gone1', 'admin');
  const gone = (await t.services.users.list()).find((u) => u.username === 'gone1')!;
  await t.services.users.setActive(gone.id, false, ADMIN_ACTOR);
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);
const claims = { sub: '1', username: 'admin', userrole: 'admin' };
const noneToken = () =>
  [
    Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
    Buffer.from(JSON.stringify({ ...claims, iat: now(), exp: now() + 3600 })).toString('base64url'),
    '',
  ].join('.');

const BAD_TOKENS: [string, () => string | undefined][] = [
  ['no token', () => undefined],
  [
    'a forged signature',
    () => jwt.sign(claims, 'another-secret-another-secret-another-1', { expiresIn: 3600 }),
  ],
  ['alg none', noneToken],
  ['an expired token', () => jwt.sign({ ...claims, exp: now() - 10 }, JWT_SECRET)],
  ['garbage', () => 'not.a.token'],
  ["a disabled account's token", () => disabledToken],
];
const editor = () => editorToken;
const adminOnly = (roles: string[] | null | undefined) =>
  Boolean(roles?.includes('admin') && !roles.includes('editor'));

// ---- GraphQL: which schema fields carry @Authorized (type-graphql's own metadata) ----
const storage = getMetadataStorage();
function authorizedRoles(kind: 'queries' | 'mutations', name: string): string[] | null {
  const def = storage[kind].find((d) => d.schemaName === name);
  if (!def) return null;
  const auth = storage.authorizedFields.find(
    (a) => a.target === def.target && a.fieldName === def.methodName,
  );
  return auth ? auth.roles : null;
}

function placeholder(type: GraphQLInputType, files: string[], path: string): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) return [placeholder(inner.ofType, files, `${path}.0`)];
  const named = getNamedType(inner);
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields()).map((f) => [
        f.name,
        placeholder(f.type, files, `${path}.${f.name}`),
      ]),
    );
  }
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isScalarType(named)) {
    if (named.name === 'Upload') {
      files.push(path);
      return null;
    }
    return (
      { Int: 1, Float: 1.5, Boolean: true, ID: '1', DateTimeISO: new Date().toISOString() }[
        named.name
      ] ?? '2026-01-01'
    );
  }
  return null;
}

function operation(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const files: string[] = [];
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) variables[arg.name] = placeholder(arg.type, files, arg.name);
  const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  const query = `${kind} Op${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  return { query, variables, files };
}

async function callGraphql(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  token?: string,
) {
  const op = operation(kind, field);
  const files = Object.fromEntries(op.files.map((p) => [p, { buffer: png, name: 'x.png' }]));
  const res = await gqlUpload(t.app, op.query, op.variables, files, token);
  return res.body as { errors?: { extensions?: { code?: string } }[] };
}

describe('GraphQL authorisation matrix', () => {
  let fields: {
    kind: 'query' | 'mutation';
    field: GraphQLField<unknown, unknown>;
    roles: string[] | null;
  }[] = [];
  beforeAll(async () => {
    const schema = await appSchema();
    fields = [
      ...Object.values(schema.getQueryType()!.getFields()).map((f) => ({
        kind: 'query' as const,
        field: f,
        roles: authorizedRoles('queries', f.name),
      })),
      ...Object.values(schema.getMutationType()!.getFields()).map((f) => ({
        kind: 'mutation' as const,
        field: f,
        roles: authorizedRoles('mutations', f.name),
      })),
    ];
  });

  it('finds the admin operations', () => {
    const admin = fields.filter((f) => f.roles?.includes('admin')).map((f) => f.field.name);
    expect(admin).toEqual(expect.arrayContaining(['createNews', 'updateNews', 'deleteNews']));
  });

  it('refuses every protected operation with UNAUTHENTICATED for missing or invalid tokens', async () => {
    const protectedOps = fields.filter((f) => f.roles !== null);
    expect(protectedOps.length).toBeGreaterThan(0);
    for (const { kind, field } of protectedOps) {
      for (const [label, token] of BAD_TOKENS) {
        const body = await callGraphql(kind, field, token());
        expect({ op: field.name, label, code: body.errors?.[0]?.extensions?.code }).toEqual({
          op: field.name,
          label,
          code: 'UNAUTHENTICATED',
        });
      }
    }
  });

  it('refuses admin-only operations with FORBIDDEN for an editor', async () => {
    const ops = fields.filter((f) => adminOnly(f.roles));
    expect(ops.map((f) => f.field.name)).toEqual(
      expect.arrayContaining([
        'staffUsers',
        'activity',
        'setContactMessageStatus',
        'contactMessages',
      ]),
    );
    for (const { kind, field } of ops) {
      const body = await callGraphql(kind, field, editor());
      expect({ op: field.name, code: body.errors?.[0]?.extensions?.code }).toEqual({
        op: field.name,
        code: 'FORBIDDEN',
      });
    }
  });

  it('lets an editor call the content operations', async () => {
    const content = fields.filter((f) => f.roles?.includes('editor'));
    expect(content.map((f) => f.field.name)).toEqual(
      expect.arrayContaining(['createNews', 'updateNews', 'deletePressCoverage']),
    );
    for (const { kind, field } of content) {
      const code = (await callGraphql(kind, field, editor())).errors?.[0]?.extensions?.code;
      expect({ op: field.name, code }).not.toEqual({
        op: field.name,
        code: expect.stringMatching(/^(UNAUTHENTICATED|FORBIDDEN)$/),
      });
    }
  });

  it('lets anyone call the operations without @Authorized', async () => {
    // login and completeLogin answer UNAUTHENTICATED for wrong credentials or codes: that is
    // their job, not a guard.
    for (const { kind, field } of fields.filter(
      (f) => f.roles === null && !['login', 'completeLogin'].includes(f.field.name),
    )) {
      const code = (await callGraphql(kind, field)).errors?.[0]?.extensions?.code;
      expect({
        op: field.name,
        refused: code === 'UNAUTHENTICATED' || code === 'FORBIDDEN',
      }).toEqual({ op: field.name, refused: false });
    }
  });
});

describe('REST authorisation matrix', () => {
  const routes = allRoutes();
  const guarded = routes.filter((r) => ['admin', 'staff', 'token'].includes(r.access));
  const url = (path: string) => `/api${path.replace(/:(\w+)/g, '1')}`;
  const send = (method: string, path: string, token?: string) => {
    const req = request(t.app)[method as 'get'](url(path));
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  };

  it('finds the guarded routes', () => {
    expect(guarded.map((r) => `${r.method.toUpperCase()} ${r.path}`)).toEqual(
      expect.arrayContaining(['POST /news', 'DELETE /news/:id', 'GET /auth/profile']),
    );
  });

  it.each(guarded.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
    '%s refuses bad tokens with 401',
    async (_name, route) => {
      for (const [label, token] of BAD_TOKENS) {
        const res = await send(route.method, route.path, token());
        expect({ label, status: res.status }).toEqual({ label, status: 401 });
        expect(res.body.message).toEqual(expect.any(String));
      }
    },
  );

  it.each(
    routes
      .filter((r) => r.access === 'admin')
      .map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const),
  )('%s refuses an editor with 403', async (_name, route) => {
    const res = await send(route.method, route.path, editor());
    expect(res.status).toBe(403);
  });

  it.each(
    routes
      .filter((r) => r.access === 'staff')
      .map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const),
  )('%s lets an editor through', async (_name, route) => {
    const res = await send(route.method, route.path, editor());
    expect([401, 403]).not.toContain(res.status);
  });

  const open = routes.filter(
    (r) =>
      (r.access === 'public' || r.access === 'publicWrite') &&
      !['/auth/login', '/auth/login/2fa'].includes(r.path),
  );
  it.each(open.map((r) => [`${r.method.toUpperCase()} ${r.path}`, r] as const))(
    '%s is open to anyone',
    async (_name, route) => {
      const res = await send(route.method, route.path);
      expect([401, 403]).not.toContain(res.status);
    },
  );
});
