/**
 * Backups and private files are for the app's own user only (PRODUCT.md §19): every snapshot
 * file is written 0600 and every folder of it (BACKUP_DIR included) 0700, whatever the umask;
 * the store's private files 0600 in a 0700 folder. A backup read by another local account would
 * hand it every visitor's data.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/harness';
import { takeSnapshot } from './snapshot';
import { createTarget, snapshotName } from './target';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const mode = (p: string) => fs.statSync(p).mode & 0o777;

/** Every folder and file under `dir` (itself included) with its mode, as `path: 0700`. */
function modes(dir: string): string[] {
  const found = [`.: ${mode(dir).toString(8)}`];
  for (const entry of fs.readdirSync(dir, { recursive: true }) as string[]) {
    found.push(`${entry}: ${mode(path.join(dir, entry)).toString(8)}`);
  }
  return found;
}

it('writes snapshots 0600 in 0700 folders, and private files 0600 in a 0700 folder', async () => {
  const before = process.umask(0o022); // a usual umask: files 0644 and folders 0755 unless asked
  try {
    await t.services.storage.store.put('private', 'doc-a1.pdf', Buffer.from('%PDF-1'), 'x');
    await t.services.storage.store.put('public', 'a1.png', Buffer.from('PNG'), 'image/png');
    const target = createTarget(t.config);
    const name = snapshotName();
    const dir = target.staging(name);
    await takeSnapshot({
      url: (t.ds.options as { url: string }).url,
      store: t.services.storage.store,
      dir,
      app: { name: 'DigitalRideWeb', version: 'test' },
      log: t.services.log,
    });
    await target.save(name);
    const saved = path.join(t.config.backupDir, name);
    expect(mode(t.config.backupDir)).toBe(0o700);
    const wrong = modes(saved).filter((line) => {
      const isDir = fs.statSync(path.join(saved, line.split(':')[0])).isDirectory();
      return !line.endsWith(isDir ? ': 700' : ': 600');
    });
    expect(wrong).toEqual([]);
    expect(mode(t.config.privateDir)).toBe(0o700);
    expect(mode(path.join(t.config.privateDir, 'doc-a1.pdf'))).toBe(0o600);
  } finally {
    process.umask(before);
  }
});
