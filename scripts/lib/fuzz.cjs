/* Bad requests for every REST write route and every GraphQL mutation, generated with fast-check
   from the route table and the schema (so routes and mutations added later are covered), a
   sender (fetch) and a judge. Shared by the server's fuzz test and `npm run bench:abuse`.
   Every generated request carries at least one value that is wrong for its field whatever the
   rest holds, so no generated request may ever write. */
const fc = require('fast-check');
const {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isScalarType,
} = require('graphql');
const {
  BAD_IDS,
  GARBAGE_FILES,
  RAW_JSON,
  REST_NAMES,
  anyFor,
  copyWithout,
  leafPaths,
  pick,
  poisonFor,
  setPath,
} = require('./fuzz-values.cjs');

/** One bad GraphQL call of `field` (a mutation of the schema). */
function graphqlRequest(field) {
  const defs = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection =
    isScalarType(getNamedType(field.type)) || isEnumType(getNamedType(field.type))
      ? ''
      : ' { __typename }';
  const query = `mutation Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
  const uploads = field.args
    .filter((a) => getNamedType(a.type).name === 'Upload')
    .map((a) => a.name);
  // The wrong value goes into a required field: an optional one may be documented as ignored
  // (a driver's businessName), and then a wrong value there is no reason to refuse.
  const leaves = leafPaths(field.args).filter((l) => isNonNullType(l.type));
  const base = fc.record(
    Object.fromEntries(field.args.map((a) => [a.name, anyFor(a.type, a.name)])),
    { requiredKeys: field.args.filter((a) => isNonNullType(a.type)).map((a) => a.name) },
  );
  const poisoned = leaves.length
    ? fc
        .integer({ min: 0, max: leaves.length - 1 })
        .chain((i) =>
          fc.tuple(
            fc.constant(leaves[i]),
            poisonFor(leaves[i].type, leaves[i].name, leaves[i].hasDefault),
          ),
        )
    : fc.constant(null);
  return fc
    .record({
      base,
      poisoned,
      // Without a required field nothing makes a call wrong: only strangers try those.
      token: leaves.length ? fc.boolean() : fc.constant(false),
      file: pick(GARBAGE_FILES),
    })
    .map(({ base, poisoned, token, file }) => {
      const variables = copyWithout(base);
      if (poisoned) setPath(variables, poisoned[0].path, poisoned[1]);
      const files = {};
      for (const name of uploads) {
        delete variables[name];
        files[name] = file;
      }
      return { kind: 'graphql', target: field.name, query, variables, files, token };
    });
}

/** Field name → type of every input field of the schema, plus the REST shim's own names. */
function namePool(schema) {
  const pool = new Map();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isInputObjectType(type) || type.name.startsWith('__')) continue;
    for (const f of Object.values(type.getFields()))
      if (!pool.has(f.name))
        pool.set(f.name, { type: f.type, hasDefault: f.defaultValue !== undefined });
  }
  const text = schema.getType('String');
  for (const name of REST_NAMES)
    if (!pool.has(name)) pool.set(name, { type: text, hasDefault: false });
  return pool;
}

/** One bad REST call of a write route: bad ids in the path, bad values in every body field. */
function restRequest(route, pool) {
  const names = [...pool.keys()];
  const fields = fc
    .uniqueArray(pick(names), { minLength: 0, maxLength: 6 })
    .chain((keys) =>
      fc.tuple(
        ...keys.map((k) =>
          fc.tuple(fc.constant(k), poisonFor(pool.get(k).type, k, pool.get(k).hasDefault)),
        ),
      ),
    )
    .map((pairs) => Object.fromEntries(pairs));
  // A form carries only text: keep the values that stay wrong as text (a lone surrogate would
  // arrive as U+FFFD, a number as plausible digits).
  const textOnly = (v) =>
    Object.fromEntries(
      Object.entries(v).filter(([, x]) => typeof x === 'string' && x.isWellFormed()),
    );
  const body = fc.oneof(
    { weight: 4, arbitrary: fields.map((value) => ({ type: 'json', value })) },
    {
      weight: 1,
      arbitrary: pick(RAW_JSON).map((raw) => ({
        type: 'raw',
        contentType: 'application/json',
        raw,
      })),
    },
    { weight: 1, arbitrary: fields.map((v) => ({ type: 'form', value: textOnly(v) })) },
    {
      weight: 2,
      arbitrary: fc
        .record({
          v: fields,
          file: fc.option(pick(GARBAGE_FILES)),
          field: pick([route.upload?.field ?? 'file', 'other']),
        })
        .map(({ v, file, field }) => ({
          type: 'multipart',
          value: textOnly(v),
          file: file ? { ...file, field } : null,
        })),
    },
    {
      weight: 1,
      arbitrary: pick([
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
        'garbage',
        '--x\r\nbad header\r\n\r\n--x--',
      ]).map((raw) => ({ type: 'raw', contentType: 'multipart/form-data; boundary=x', raw })),
    },
    {
      weight: 1,
      arbitrary: pick(['<a/>', 'hello']).map((raw) => ({
        type: 'raw',
        contentType: 'text/plain',
        raw,
      })),
    },
  );
  const params = (route.path.match(/:\w+/g) ?? []).map(() => pick(BAD_IDS));
  // A route that takes nothing but a token (logout) is wrong only from a stranger.
  const token = TOKEN_ONLY.has(route.path) ? fc.constant(false) : fc.boolean();
  return fc.record({ ids: fc.tuple(...params), body, token }).map(({ ids, body, token }) => {
    let i = 0;
    const path = `/api${route.path.replace(/:\w+/g, () => ids[i++])}`;
    return {
      kind: 'rest',
      target: `${route.method.toUpperCase()} ${route.path}`,
      method: route.method.toUpperCase(),
      path,
      body,
      token,
    };
  });
}

/**
 * POST routes that only read: the original's grid queries, and the CSV exports, which take their
 * search in the body to keep it out of the address. Reads cannot change rows.
 */
const READ_ONLY = new Set(['/Common/Websites/SelectAll_Grid']);
const readsOnly = (path) => READ_ONLY.has(path) || /^\/export\/[\w-]+\.csv$/.test(path);
/** Writes whose only input is the caller's token: any call with a valid token is a right one. */
const TOKEN_ONLY = new Set(['/auth/logout']);
/** Mutations that take no argument and need no token: "Sign in with a passkey" starts so. */
const OPEN_WITHOUT_INPUT = new Set(['startPasskeySignIn']);

/**
 * Every bad request the fuzzer makes: REST write routes (`routes`: the app's route table) and
 * GraphQL mutations (`schema`). Only write routes: reads cannot change rows.
 */
function badRequests(schema, routes) {
  const pool = namePool(schema);
  const writes = routes.filter((r) => r.method !== 'get' && !readsOnly(r.path));
  // No request to these is wrong: they take nothing and are open to anyone.
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {}).filter(
    (m) => !OPEN_WITHOUT_INPUT.has(m.name),
  );
  return {
    targets: [
      ...writes.map((r) => `${r.method.toUpperCase()} ${r.path}`),
      ...mutations.map((m) => m.name),
    ],
    arbitrary: fc.oneof(
      ...writes.map((r) => restRequest(r, pool)),
      ...mutations.map(graphqlRequest),
    ),
  };
}

module.exports = { badRequests, ...require('./fuzz-check.cjs') };
