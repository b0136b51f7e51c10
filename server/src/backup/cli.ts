import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR, databaseUrls, loadConfigOrExit, type Config } from '../config';
import { chooseDataDir, startEmbeddedPostgres } from '../database/embedded';
import { createLogger, prettyLogs, type Logger } from '../logger';
import { createStorage } from '../storage';
// The command's composition root, as main.ts is the app's: it hands the restore the features'
// declared records (which tables hold whose personal data).
import { allRecords } from '../features';
import { personalRecords } from '../records/personal-data';
import { BackupError } from './manifest';
import { restoreSnapshot } from './restore';
import { takeSnapshot } from './snapshot';
import { createTarget, snapshotName } from './target';

const USAGE = `Usage:
  npm run backup                      a snapshot of the database and the stored files
  npm run backup -- list              the snapshots kept
  npm run restore -- <snapshot>       restore one (a name from the list, or a folder)
into BACKUP_DIR (default .data/backups) or BACKUP_S3_BUCKET; see docs/operations.md.`;

/**
 * The database of this configuration, as its owner: MIGRATION_DATABASE_URL (else DATABASE_URL), or the embedded one in DATA_DIR/pg — the
 * running app's (its port is in postmaster.pid), or started here for the command and stopped after.
 */
async function database(config: Config, log: Logger) {
  // As the owner: the restore makes the schema and pauses triggers; the backup reads every table.
  const urls = databaseUrls(config);
  if (urls) return { url: urls.owner, stop: async () => undefined };
  const dir = chooseDataDir(path.join(config.DATA_DIR, 'pg'), log);
  const pidFile = path.join(dir, 'postmaster.pid');
  if (fs.existsSync(pidFile)) {
    const [pid, , , port] = fs.readFileSync(pidFile, 'utf8').split('\n');
    if (isRunning(Number(pid))) {
      return {
        url: `postgres://postgres:postgres@127.0.0.1:${port}/digitalride`,
        stop: async () => undefined,
      };
    }
  }
  const pg = await startEmbeddedPostgres(path.join(config.DATA_DIR, 'pg'), log);
  return { url: pg.url, stop: () => pg.stop() };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function appVersion() {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'server', 'package.json'), 'utf8'));
  return { name: 'DigitalRideWeb', version: String(pkg.version) };
}

async function run(config: Config, log: Logger, args: string[]): Promise<string> {
  const [command, arg] = args;
  const target = createTarget(config);
  const store = createStorage(config);
  try {
    if (command === 'backup' && arg === 'list') {
      const names = await target.list();
      return names.length ? names.join('\n') : `No snapshots in ${target.where}.`;
    }
    if (command === 'backup' && !arg) {
      const db = await database(config, log);
      try {
        const t0 = Date.now();
        const name = snapshotName();
        const m = await takeSnapshot({
          url: db.url,
          store,
          dir: target.staging(name),
          app: appVersion(),
          log,
        });
        await target.save(name);
        const old = (await target.list()).slice(0, -config.BACKUP_KEEP);
        for (const n of old) await target.remove(n);
        const rows = m.tables.reduce((n, t) => n + t.rows, 0);
        return (
          `Snapshot ${name} in ${target.where}: ${m.tables.length} tables (${rows} rows), ` +
          `${m.files.length} files, ${((Date.now() - t0) / 1000).toFixed(1)} s` +
          (old.length ? `; removed ${old.length} older than the last ${config.BACKUP_KEEP}` : '')
        );
      } finally {
        await db.stop();
      }
    }
    if (command === 'restore' && arg) {
      const local = fs.existsSync(arg) && fs.statSync(arg).isDirectory();
      const dir = local ? arg : await target.fetch(arg);
      const db = await database(config, log);
      try {
        const ledger = {
          key: config.privacyHashKey,
          entries: await target.erasures(),
          records: personalRecords(allRecords()),
        };
        const m = await restoreSnapshot({ url: db.url, store, dir, log, ledger });
        const rows = m.tables.reduce((n, t) => n + t.rows, 0);
        return (
          `Restored ${path.basename(dir)} (${m.createdAt}, version ${m.version}): ` +
          `${m.tables.length} tables (${rows} rows, counts checked), ${m.files.length} files ` +
          `(hashes checked); ${m.erasures} people erased since the snapshot erased again ` +
          '(the erasure ledger). Start the app now.'
        );
      } finally {
        await db.stop();
      }
    }
    throw new BackupError(USAGE);
  } finally {
    store.close();
    target.close();
  }
}

/** `node server/dist/backup/cli.js backup|restore …` (the root package's backup and restore). */
export function main(args = process.argv.slice(2)) {
  const config = loadConfigOrExit();
  const log = createLogger(config.LOG_LEVEL, prettyLogs(config.isProduction));
  run(config, log, args).then(
    (said) => {
      console.log(said);
      log.flush?.();
      process.exit(0);
    },
    (err: unknown) => {
      if (err instanceof BackupError) console.error(err.message);
      else log.fatal({ err }, `${args[0] ?? 'backup'} failed`);
      log.flush?.();
      process.exit(1);
    },
  );
}

if (require.main === module) main();
