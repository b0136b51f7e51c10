/* The values of the bad-request generator (fuzz.cjs): what is wrong for a field of a given type
   whatever else the request holds (poisonFor), what is likely valid (plausibleFor, anyFor), the
   fixed sets of bad ids, raw JSON and files, and the paths of a mutation's arguments. */
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

module.exports = {
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
};
