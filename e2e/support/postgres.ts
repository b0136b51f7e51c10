import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, stopPid } from './app-process';

/**
 * A throw-away PostgreSQL for tests that run several app processes on one database
 * (e2e/support/postgres-process.cjs: the built server's embedded PostgreSQL in its own process).
 */
export async function startPostgres(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drw-shared-pg-'));
  fs.chmodSync(dir, 0o755);
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'e2e/support/postgres-process.cjs'), path.join(dir, 'pg')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (d) => {
      output += String(d);
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve(JSON.parse(line).url);
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
