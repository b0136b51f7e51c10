/**
 * A restore checks the whole snapshot before it writes anything (restore.ts, verifySnapshot):
 * a file altered or missing, a path that leads out of the snapshot, a stored file's name that is
 * not one of ours, or a snapshot newer than this code, is refused with a message naming it.
 * (The restore itself, against real databases and stores: e2e/tests/restore-drill.e2e.ts.)
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrations } from '../database/migrations';
import { MANIFEST, type Manifest } from './manifest';
import { verifySnapshot } from './restore';

let dir: string;
const sha = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

function snapshot(edit: (m: Manifest) => void = () => undefined) {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drw-snapshot-'));
  const put = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
    return { file, bytes: Buffer.byteLength(body), sha256: sha(body) };
  };
  const manifest: Manifest = {
    format: 1,
    app: 'DigitalRideWeb',
    version: '1.0.0',
    createdAt: '2026-11-29T03:00:00.000Z',
    lastMigration: migrations[migrations.length - 1].name,
    tables: [
      {
        schema: 'public',
        name: 'news',
        columns: ['id'],
        rows: 1,
        ...put('db/public.news.copy.gz', '1\n'),
      },
    ],
    sequences: [],
    queues: [],
    files: [{ area: 'public', name: 'a1.png', ...put('files/public/a1.png', 'PNG bytes') }],
  };
  edit(manifest);
  fs.writeFileSync(path.join(dir, MANIFEST), JSON.stringify(manifest));
}

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

it('accepts a snapshot that matches its manifest', async () => {
  snapshot();
  await expect(verifySnapshot(dir)).resolves.toMatchObject({ version: '1.0.0' });
});

it('refuses a snapshot with a file altered or missing, naming each', async () => {
  snapshot();
  fs.appendFileSync(path.join(dir, 'files/public/a1.png'), '!');
  fs.rmSync(path.join(dir, 'db/public.news.copy.gz'));
  await expect(verifySnapshot(dir)).rejects.toThrow(
    /does not match its manifest, so nothing was restored:\n {2}db\/public\.news\.copy\.gz \(missing\)\n {2}files\/public\/a1\.png \(altered\)/,
  );
});

it('refuses a manifest whose paths lead out of the snapshot, or whose names are not ours', async () => {
  // A file beside the snapshot with the very bytes the manifest names: only the path is wrong.
  let outside = '';
  snapshot((m) => {
    outside = `${dir}-outside.png`;
    fs.writeFileSync(outside, 'PNG bytes');
    m.files[0].file = `../${path.basename(outside)}`;
    m.files[0].name = '../../server.js';
  });
  try {
    await expect(verifySnapshot(dir)).rejects.toThrow(
      /-outside\.png \(missing\)[\s\S]*not a stored file's name/,
    );
  } finally {
    fs.rmSync(outside, { force: true });
  }
});

it('refuses a symbolic link in the snapshot, even one to the very bytes the manifest names', async () => {
  let outside = '';
  snapshot(() => {
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'drw-outside-'));
    fs.writeFileSync(path.join(outside, 'a1.png'), 'PNG bytes');
    fs.rmSync(path.join(dir, 'files/public/a1.png'));
    fs.symlinkSync(path.join(outside, 'a1.png'), path.join(dir, 'files/public/a1.png'));
  });
  try {
    await expect(verifySnapshot(dir)).rejects.toThrow(
      /nothing was restored:\n {2}files\/public\/a1\.png \(a symbolic link\)/,
    );
    // A linked folder: the file itself is a plain one, but it lies outside the snapshot.
    fs.rmSync(path.join(dir, 'files/public'), { recursive: true });
    fs.symlinkSync(outside, path.join(dir, 'files/public'));
    await expect(verifySnapshot(dir)).rejects.toThrow(/files\/public\/a1\.png \(a symbolic link\)/);
  } finally {
    fs.rmSync(outside, { recursive: true, force: true });
  }
});

it('refuses a stored file in an area the app does not have', async () => {
  snapshot((m) => {
    fs.mkdirSync(path.join(dir, 'files/config'));
    fs.renameSync(path.join(dir, 'files/public/a1.png'), path.join(dir, 'files/config/a1.png'));
    m.files[0].file = 'files/config/a1.png';
    m.files[0].area = 'config' as never;
  });
  await expect(verifySnapshot(dir)).rejects.toThrow(
    /files\/config\/a1\.png \(not an area of the store: config\)/,
  );
});

it('refuses a snapshot made by a newer version (a migration this code does not know)', async () => {
  snapshot((m) => (m.lastMigration = 'FromTheFuture1999999999999'));
  await expect(verifySnapshot(dir)).rejects.toThrow(
    /newer version of the app \(its last migration, FromTheFuture1999999999999, is unknown here\)/,
  );
});

it('refuses a folder without a manifest (an unfinished snapshot)', async () => {
  snapshot();
  fs.rmSync(path.join(dir, MANIFEST));
  await expect(verifySnapshot(dir)).rejects.toThrow(/is not a finished snapshot/);
});

it('finds the migrations listed oldest first, as a restore runs them up to the snapshot’s last', () => {
  // TypeORM runs pending migrations by timestamp and records the newest; a restore takes the
  // list up to that one, so a migration listed after a newer one would be left out.
  const stamps = migrations.map((m) => Number(/(\d{13})$/.exec(m.name)?.[1]));
  expect(stamps.every((t) => Number.isFinite(t))).toBe(true);
  expect(stamps).toEqual([...stamps].sort((x, y) => x - y));
});
