/**
 * The erasure ledger with a restore (PRODUCT.md §19): a snapshot is taken, a person is erased
 * after it, and the snapshot is restored into an empty database and store — the person stays
 * erased, the others come back. The ledger beside the snapshots holds a keyed hash, never the
 * address. (The whole drill, with the CLI and each store: e2e/tests/restore-drill.e2e.ts.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../config';
import { createStorage } from '../storage';
import { ADMIN_ACTOR } from '../test/harness';
import { createMailTestApp, type MailTestApp } from '../test/mail-app';
import { restoreSnapshot } from './restore';
import { takeSnapshot } from './snapshot';
import { createTarget, snapshotName } from './target';

let t: MailTestApp;
beforeAll(async () => {
  t = await createMailTestApp({
    MAIL_FROM: 'DigitalRideWeb <hello@digitalride.example>',
    PUBLIC_WRITE_LIMIT_PER_MIN: '10000',
  });
});
afterAll(() => t?.close());
jest.setTimeout(120_000);

const EMAIL = 'Shirin.Akhter@example.com';
const ownerUrl = () => (t.ds.options as { url: string }).url;

async function message(name: string, email: string) {
  await t.services.messages.create({
    name,
    contactNumber: '01711-223344',
    email,
    subject: 'A question',
    message: `From ${name}`,
  });
}

/** A new, empty database on the test server, as a restore wants it. */
async function emptyDatabase(): Promise<string> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  const name = `drw_ledger_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: url.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

it('erases again, on a restore, whoever was erased after the snapshot', async () => {
  await t.reset();
  await message('Shirin Akhter', EMAIL);
  await message('Karim Uddin', 'karim@example.com');
  const target = createTarget(t.config);
  const name = snapshotName();
  await takeSnapshot({
    url: ownerUrl(),
    store: t.services.storage.store,
    dir: target.staging(name),
    app: { name: 'DigitalRideWeb', version: 'test' },
    log: t.services.log,
  });
  await target.save(name);

  // After the snapshot: she asks to be erased, and staff erase her.
  await t.services.privacy.request({ email: EMAIL.toUpperCase(), kind: 'ERASE' });
  await t.ds.query(`UPDATE data_requests SET confirmed_at = now()`);
  const [{ id }] = await t.ds.query(`SELECT id FROM data_requests`);
  await t.services.privacy.fulfil(id, ADMIN_ACTOR);
  const end = Date.now() + 30_000;
  while ((await target.erasures()).length === 0) {
    if (Date.now() > end) throw new Error('no ledger entry');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const ledger = fs.readFileSync(path.join(t.config.backupDir, 'erasure-ledger.jsonl'), 'utf8');
  expect(ledger.toLowerCase()).not.toContain('shirin');
  expect(fs.statSync(path.join(t.config.backupDir, 'erasure-ledger.jsonl')).mode & 0o777).toBe(
    0o600,
  );

  // The database and the store are lost: the snapshot goes into new ones.
  const url = await emptyDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drw-ledger-restore-'));
  const store = createStorage(
    loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) }),
  );
  try {
    const restored = await restoreSnapshot({
      url,
      store,
      dir: path.join(t.config.backupDir, name),
      log: t.services.log,
      ledger: {
        key: t.config.privacyHashKey,
        entries: await target.erasures(),
        records: t.services.privacy.records,
      },
    });
    expect(restored.erasures).toBe(1);
    const db = new Client({ connectionString: url });
    await db.connect();
    try {
      const { rows } = await db.query(`SELECT name FROM contact_messages ORDER BY id`);
      expect(rows).toEqual([{ name: 'Karim Uddin' }]);
      // The restore analysed what it loaded: the planner knows the table holds its row.
      const { rows: stats } = await db.query(
        `SELECT last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables
          WHERE relname = 'contact_messages'`,
      );
      expect(stats).toEqual([{ analysed: true }]);
      const { rows: tables } = await db.query<{ t: string }>(
        `SELECT format('%I.%I', schemaname, tablename) AS t FROM pg_tables
          WHERE schemaname IN ('public', 'pgboss')`,
      );
      for (const { t: table } of tables) {
        const hit = await db.query(
          `SELECT 1 FROM ${table} x
            WHERE strpos(lower(x::text), 'shirin') > 0 LIMIT 1`,
        );
        expect({ table, held: hit.rowCount }).toEqual({ table, held: 0 });
      }
    } finally {
      await db.end();
    }
  } finally {
    store.close();
    target.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE "${new URL(url).pathname.slice(1)}" WITH (FORCE)`);
    await admin.end();
  }
});
