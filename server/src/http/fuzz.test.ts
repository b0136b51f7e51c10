/**
 * Property-based fuzzing (fast-check) of every REST write route and every GraphQL mutation,
 * found from the route table and the schema, so routes and mutations added later are covered
 * without editing this file. Each generated request holds at least one wrong value (wrong types,
 * missing fields, blank or 200 KB strings, lone surrogates, NUL bytes, nested objects, arrays,
 * huge or negative numbers, impossible dates, garbage files, broken bodies), sent with and
 * without an admin token. The answer must be a 4xx (or 429) naming the field for validation
 * errors, never a 5xx or INTERNAL_SERVER_ERROR, and no table may change.
 * FUZZ_RUNS (default 500) and FUZZ_SEED change the run; a failure prints its seed and path.
 */
import fc from 'fast-check';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  badRequests,
  changedTables,
  checksumSql,
  judge,
  send,
} from '../../../scripts/lib/fuzz.cjs';
import { allRoutes, appSchema } from '../features';
import { ADMIN_ACTOR, createTestApp, pngImage, type TestApp } from '../test/harness';

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

let t: TestApp;
let server: http.Server;
let url: string;
let tables: string[];
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_WRITE_LIMIT_PER_MIN: '1000000' });
  await t.reset();
  // A row in a few tables, so that a stray update or delete would show too.
  await t.services.messages.create({
    name: 'A',
    contactNumber: '01711000000',
    email: 'a@example.com',
    subject: 'S',
    message: 'M',
  });
  await t.services.fareRates.create({ from: 'Dhaka', to: 'Sylhet', fareRate: 1200 }, ADMIN_ACTOR);
  await t.services.news.create(
    { title: 'T', description: 'D', date: '2026-01-01' },
    { buffer: await pngImage(), originalName: 'a.png' },
    ADMIN_ACTOR,
  );
  tables = t.ds.entityMetadatas.filter((m) => m.tableType === 'regular').map((m) => m.tableName);
  server = http.createServer(t.app);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60000);
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

const checksum = async () => (await t.ds.query(checksumSql(tables)))[0];

it(`refuses ${RUNS} bad writes with a 4xx, never a 5xx, changing no row`, async () => {
  const { targets, arbitrary } = badRequests(await appSchema(), allRoutes());
  expect(targets).toEqual(expect.arrayContaining(['POST /news', 'createNews', 'login']));
  const token = t.adminToken();
  const hit = new Set<string>();
  await fc.assert(
    fc.asyncProperty(arbitrary, async (req) => {
      hit.add(req.target);
      const before = await checksum();
      const res = await send(url, req, token);
      const problems = judge(req, res);
      const changed = changedTables(tables, before, await checksum());
      if (changed.length) problems.push(`rows changed in ${changed.join(', ')}`);
      if (problems.length) {
        const sent = JSON.stringify(req, (_k, v) =>
          typeof v === 'string' && v.length > 100 ? `${v.slice(0, 20)}…(${v.length} chars)` : v,
        );
        throw new Error(`${req.target} (HTTP ${res.status}): ${problems.join('; ')}\n${sent}`);
      }
    }),
    { numRuns: RUNS, seed: SEED },
  );
  // Every route and mutation was tried (a few hundred runs over a few dozen targets).
  if (RUNS >= targets.length * 5) expect([...hit].sort()).toEqual([...targets].sort());
}, 180000);
