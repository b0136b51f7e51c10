import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface AppProcess {
  child: ChildProcess;
  dataDir: string;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs the built server as `npm start` would, on a fresh data folder. */
export async function spawnApp(env: Record<string, string> = {}): Promise<AppProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-proc-'));
  fs.chmodSync(dataDir, 0o755);
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const chunks: string[] = [];
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => chunks.push(String(d)));
  child.stderr!.on('data', (d) => chunks.push(String(d)));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  return { child, dataDir, port, output: () => chunks.join(''), exited };
}

export async function waitForHealthy(app: AppProcess, timeoutMs = 60000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (app.child.exitCode !== null) throw new Error(`the app exited:\n${app.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${app.port}/healthz`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not healthy after ${timeoutMs} ms:\n${app.output()}`);
}

/** The PostgreSQL postmaster pid recorded in the embedded data folder, if any. */
export function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
