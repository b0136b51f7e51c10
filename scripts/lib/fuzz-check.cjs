/* Sending a fuzz request to a running app and judging its answer; shared by the server's fuzz
   test and `npm run bench:abuse` through fuzz.cjs. */

function multipart(fields, file) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(file.field, new Blob([file.text], { type: file.type }), file.name);
  return form;
}

/** Sends one generated request to a running app; resolves with {status, body}. */
async function send(baseUrl, req, adminToken) {
  const headers = req.token && adminToken ? { authorization: `Bearer ${adminToken}` } : {};
  let url = `${baseUrl}${req.kind === 'graphql' ? '/graphql' : req.path}`;
  let body;
  if (req.kind === 'graphql') {
    headers['apollo-require-preflight'] = 'true';
    const uploads = Object.keys(req.files);
    if (!uploads.length) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify({ query: req.query, variables: req.variables });
    } else {
      const variables = { ...req.variables };
      const map = {};
      uploads.forEach((name, i) => {
        variables[name] = null;
        map[String(i)] = [`variables.${name}`];
      });
      const form = multipart({
        operations: JSON.stringify({ query: req.query, variables }),
        map: JSON.stringify(map),
      });
      uploads.forEach((name, i) => {
        const f = req.files[name];
        form.append(String(i), new Blob([f.text], { type: f.type }), f.name || 'file');
      });
      body = form;
    }
  } else {
    const b = req.body;
    if (b.type === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(b.value);
    } else if (b.type === 'form') {
      body = new URLSearchParams(b.value);
    } else if (b.type === 'multipart') {
      body = multipart(b.value, b.file);
    } else {
      headers['content-type'] = b.contentType;
      body = b.raw;
    }
  }
  const res = await fetch(url, {
    method: req.kind === 'graphql' ? 'POST' : req.method,
    headers,
    body,
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {
    /* not JSON: judged below */
  }
  return { status: res.status, body: json, text };
}

const NAMES_A_FIELD = /"\$?[\w.[\]]+"/;

/** What is wrong with an answer to a bad request ([] when it is a proper refusal). */
function judge(req, res) {
  const problems = [];
  if (res.status >= 500) problems.push(`HTTP ${res.status}`);
  if (!res.body) return [...problems, `not JSON (HTTP ${res.status}): ${res.text.slice(0, 200)}`];
  const errors = req.kind === 'graphql' && Array.isArray(res.body.errors) ? res.body.errors : null;
  if (req.kind === 'rest' || !errors) {
    if (res.status < 400) problems.push(`accepted with HTTP ${res.status}`);
    if (typeof res.body.message !== 'string') problems.push('no message');
    for (const e of res.body.errors ?? []) {
      if (typeof e.field !== 'string' || !e.field)
        problems.push(`a field error without a field: ${JSON.stringify(e)}`);
    }
    return problems;
  }
  for (const e of errors) {
    const code = e.extensions?.code;
    if (!code || code === 'INTERNAL_SERVER_ERROR') problems.push(`code ${code}: ${e.message}`);
    if (code === 'BAD_USER_INPUT') {
      const fields = e.extensions.fields;
      const named = fields?.length
        ? fields.every((f) => typeof f.field === 'string' && f.field)
        : NAMES_A_FIELD.test(e.message);
      if (!named) problems.push(`BAD_USER_INPUT not naming a field: ${e.message}`);
    }
  }
  if (res.body.data && Object.values(res.body.data).some((v) => v !== null))
    problems.push('answered data');
  return problems;
}

/** SQL giving one row of md5 digests, one per table (so updates show, not only inserts). */
function checksumSql(tables) {
  return `SELECT ${tables
    .map(
      (t, i) =>
        `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${t}" x) AS t${i}`,
    )
    .join(', ')}`;
}

/** Names of the tables whose digests differ between two checksum rows. */
function changedTables(tables, before, after) {
  return tables.filter((_, i) => before[`t${i}`] !== after[`t${i}`]);
}

module.exports = { send, judge, checksumSql, changedTables };
