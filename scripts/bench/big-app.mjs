// What the benches that run the built app on a database of their own share (bench-pages,
// bench-late): their flags, the built server's modules, a scratch folder that goes on exit or
// Ctrl-C, GraphQL over HTTP and the tries of one case.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/** `--name value` on the command line, else `fallback`. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/**
 * The built server (`npm run build` first; without it the bench says so and stops): a module of
 * server/dist, startApp (lib/processes.cjs) and the server's pg Client.
 */
export function builtServer() {
  const dist = path.join(root, 'server/dist');
  if (!fs.existsSync(path.join(dist, 'main.js'))) {
    console.error('server/dist is missing: run `npm run build` first');
    process.exit(1);
  }
  return {
    fromDist: (file) => require(path.join(dist, file)),
    startApp: require('../lib/processes.cjs').startApp,
    Client: require(require.resolve('pg', { paths: [path.join(root, 'server')] })).Client,
  };
}

/**
 * A folder for the bench's database: a fresh one, or `keep` (reused, and left there). `cleanUp`
 * runs what was pushed on `cleanups`, last first; Ctrl-C runs it too.
 */
export function scratch(name, keep) {
  const dir = keep
    ? path.resolve(keep)
    : fs.mkdtempSync(path.join(os.tmpdir(), `digitalride-${name}-`));
  fs.mkdirSync(dir, { recursive: true });
  // Embedded PostgreSQL may run as another user (as root: `postgres`), who must get in.
  fs.chmodSync(dir, 0o755);
  const cleanups = keep ? [] : [() => fs.rmSync(dir, { recursive: true, force: true })];
  const cleanUp = async () => {
    for (const run of cleanups.reverse()) await run();
  };
  process.on('SIGINT', () => cleanUp().finally(() => process.exit(130)));
  return { dir, cleanups, cleanUp };
}

/** The GraphQL answer's data, or (bad input) its first error's message as `refused`. */
export async function graphql(base, query, variables, token) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (res.status >= 500) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  if (body.errors) return { refused: `${res.status} ${body.errors[0].message}` };
  return body.data;
}

/** The answer's data; any refusal throws (a bench that sends only good questions). */
export async function graphqlData(base, query, variables, token) {
  const data = await graphql(base, query, variables, token);
  if (data.refused) throw new Error(data.refused);
  return data;
}

/** Times `run` `tries` times after one warm-up; the last answer and the times (ms). */
export async function tries(run, count) {
  let answer;
  const times = [];
  for (let i = 0; i <= count; i++) {
    const t0 = performance.now();
    answer = await run();
    if (i > 0) times.push(performance.now() - t0);
  }
  return { answer, times };
}
