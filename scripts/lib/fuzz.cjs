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
  isListType,
  isNonNullType,
  isScalarType,
} = require('graphql');

const HUGE = 'x'.repeat(200 * 1024);
const NESTED = { nested: { deeper: { deepest: [1, { x: 'y' }] } } };
const IMPOSSIBLE_DATES = ['2026-02-30', '2026-13-01', '0000-00-00', '1999-12-32', '99999-01-01'];
/** Wrong for any text field, required or not: NULs and lone surrogates, other types. */
const BROKEN_TEXT = ['a\u0000b', '\u0000', 'x\ud800y', '\udc00'];
const WRONG_TYPES = [NESTED, [1, 'two'], 12345, true];
/** Wrong for required text only (blank). */
const BLANK = ['', '   ', '\t\n'];
const BAD_INT = [2147483648, -2147483649, 1.5, 1e308, 'one', '12', NESTED, [1, 2], true];
const BAD_FLOAT = ['x', '1e999', NESTED, [1, 2], true, {}];
const NOISE_NUMBERS = [-1, 0, 2147483647, -2147483648, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2];
const BAD_IDS = [
  '0x10',
  '1e1',
  '%201',
  '+1',
  '-1',
  '0',
  '1.5',
  '99999999999',
  'abc',
  '%ff',
  '2147483647',
];
const RAW_JSON = ['{"a":', '[1,2', 'null', '"text"', '12', '[]', '{"a":1}{"b":2}', '\u0000'];
const GARBAGE_FILES = [
  { name: 'x.png', type: 'image/png', text: 'not an image at all' },
  { name: 'x.pdf', type: 'application/pdf', text: 'not a PDF either' },
  { name: '', type: 'application/octet-stream', text: '' },
  { name: '../../etc/passwd', type: 'text/plain', text: 'root:x:0:0' },
];
/** Body names the REST shim reads that are not GraphQL input fields. */
const REST_NAMES = [
  'contact_number',
  'pname',
  'country_code',
  'newstitle',
  'presstitle',
  'username',
  'password',
  'image',
  'file',
];

const pick = (values) => fc.constantFrom(...values);
/** A required field left out. */
const MISSING = Symbol('missing');

/** A value wrong for `type` whatever else the request holds (name: the field's name). */
function poisonFor(type, name = '', hasDefault = false) {
  const required = isNonNullType(type);
  const inner = required ? type.ofType : type;
  // Leaving out a required field with a default (kind = RIDE) is fine; an explicit null is not.
  const nulls = required ? (hasDefault ? [null] : [null, MISSING]) : [];
  if (isListType(inner)) return pick([...BROKEN_TEXT, NESTED, 'not a list', ...nulls]);
  if (isInputObjectType(inner)) return pick(['not an object', 42, ...nulls]);
  if (isEnumType(inner)) return pick(['NOT_A_VALUE', 1, '', ...nulls]);
  switch (inner.name) {
    case 'Int':
      return pick([...BAD_INT, ...nulls]);
    case 'Float':
      return pick([...BAD_FLOAT, ...nulls]);
    case 'Boolean':
      return pick(['yes', 1, NESTED, ...nulls]);
    case 'Upload':
      return fc.constant(undefined); // a garbage file is attached instead
    default: {
      // One group at a time, so that each kind of wrong is tried about as often.
      const groups = [[HUGE], BROKEN_TEXT, WRONG_TYPES];
      if (required) groups.push([...BLANK, ...nulls]);
      if (/date/i.test(name)) groups.push(IMPOSSIBLE_DATES);
      return fc.oneof(...groups.map(pick));
    }
  }
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A value likely valid for a field of this type and name, so a request's one poisoned value
 *  is what decides (and the services and the database are reached when it slips through). */
function plausibleFor(named, name) {
  if (isEnumType(named)) return pick(named.getValues().map((v) => v.value));
  if (isScalarType(named) && ['Int', 'Float'].includes(named.name)) return pick([1, 2]);
  if (isScalarType(named) && named.name === 'Boolean') return fc.boolean();
  if (/e-?mail/i.test(name)) return fc.constant('visitor@example.com');
  if (/phone|mobile|contact/i.test(name)) return fc.constant('01711000000');
  if (/countryCode/i.test(name)) return fc.constant('+880');
  if (/date/i.test(name)) return fc.constant(tomorrow());
  return pick(['Dhaka', 'Sylhet', 'A visitor']);
}

/** Any value, mostly plausible, for a field of `type` (the rest of a request). */
function anyFor(type, name = '', depth = 0) {
  const inner = isNonNullType(type) ? type.ofType : type;
  const named = getNamedType(inner);
  if (isInputObjectType(named) && depth < 2) {
    const fields = Object.values(named.getFields());
    return fc.record(
      Object.fromEntries(fields.map((f) => [f.name, anyFor(f.type, f.name, depth + 1)])),
      { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) },
    );
  }
  return fc.oneof(
    { weight: 8, arbitrary: plausibleFor(named, name) },
    {
      weight: 1,
      arbitrary: ['Int', 'Float'].includes(named.name)
        ? pick(NOISE_NUMBERS)
        : fc.string({ maxLength: 20 }),
    },
    { weight: 1, arbitrary: poisonFor(type, name) },
  );
}

/** Leaf paths of an argument list: [argName, field, …] with the type at the end. */
function leafPaths(args) {
  const out = [];
  const walk = (path, type, name, hasDefault) => {
    const named = getNamedType(type);
    if (isInputObjectType(named) && !isListType(isNonNullType(type) ? type.ofType : type)) {
      for (const f of Object.values(named.getFields())) {
        walk([...path, f.name], f.type, f.name, f.defaultValue !== undefined);
      }
    }
    out.push({ path, type, name, hasDefault });
  };
  for (const a of args) walk([a.name], a.type, a.name, a.defaultValue !== undefined);
  return out;
}

/** A deep copy leaving out MISSING fields. */
function copyWithout(value) {
  if (Array.isArray(value)) return value.map(copyWithout);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== MISSING)
      .map(([k, v]) => [k, copyWithout(v)]),
  );
}

function setPath(target, path, value) {
  let node = target;
  for (const key of path.slice(0, -1)) {
    if (!node[key] || typeof node[key] !== 'object' || Array.isArray(node[key])) node[key] = {};
    node = node[key];
  }
  if (value === undefined || value === MISSING) delete node[path[path.length - 1]];
  else node[path[path.length - 1]] = value;
}

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
  const token = route.tokenOnly ? fc.constant(false) : fc.boolean();
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
 * Every bad request the fuzzer makes: REST write routes (`routes`: the app's route table) and
 * GraphQL mutations (`schema`). Only write routes: reads cannot change rows.
 */
function badRequests(schema, routes) {
  const pool = namePool(schema);
  const writes = routes.filter((r) => r.method !== 'get' && !r.readOnly);
  const mutations = Object.values(schema.getMutationType()?.getFields() ?? {});
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
