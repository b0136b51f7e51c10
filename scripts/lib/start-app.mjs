// Stand-in for scripts/lib/processes.cjs (startApp) until it lands on main; same shape.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function startApp({ env = {} } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'digitalride-app-'));
  const port = await freePort();
  const chunks = [];
  const child = spawn(process.execPath, [path.join(ROOT, 'server/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => chunks.push(String(d)));
  child.stderr.on('data', (d) => chunks.push(String(d)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  for (const start = Date.now(); ;) {
    if (child.exitCode !== null) throw new Error(`the app exited:\n${chunks.join('')}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - start > 90000) throw new Error(`no /healthz:\n${chunks.join('')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
