import net from 'node:net';
import { freePort, isAlive, postmasterPid, spawnApp, waitHealthy } from '../support/app-process';

// The start-up log lines below are logged at info level.
const INFO = { LOG_LEVEL: 'info' };

/** Start-up and shutdown of the real server process with its embedded PostgreSQL. */
describe('the server process', () => {
  it('stops its embedded PostgreSQL on Ctrl-C (SIGINT), leaving no postgres behind', async () => {
    const app = await spawnApp({ env: INFO });
    try {
      await waitHealthy(app.url, app.child, { output: app.output });
      const pid = postmasterPid(app.dataDir);
      expect(pid).toEqual(expect.any(Number));
      expect(isAlive(pid!)).toBe(true);
      app.child.kill('SIGINT');
      expect(await app.exited).toBe(0);
      expect(isAlive(pid!)).toBe(false);
      expect(postmasterPid(app.dataDir)).toBeNull();
    } finally {
      await app.stop({ signal: 'SIGKILL' });
    }
  });

  it('when start-up fails half-way (object store unreachable) it exits 1 and still stops PostgreSQL', async () => {
    const closed = await freePort();
    const app = await spawnApp({
      env: {
        ...INFO,
        STORAGE: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${closed}`,
        S3_BUCKET: 'nowhere',
        S3_ACCESS_KEY_ID: 'x',
        S3_SECRET_ACCESS_KEY: 'y',
      },
    });
    try {
      expect(await app.exited).toBe(1);
      expect(app.output()).toMatch(/start-up failed/);
      expect(app.output()).toMatch(/embedded PostgreSQL started/);
      expect(postmasterPid(app.dataDir)).toBeNull();
    } finally {
      await app.stop({ signal: 'SIGKILL' });
    }
  });

  it('with its port taken it exits 1 at once, before starting PostgreSQL', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as net.AddressInfo).port;
    const app = await spawnApp({ env: { ...INFO, PORT: String(port) } });
    try {
      expect(await app.exited).toBe(1);
      expect(app.output()).toMatch(/EADDRINUSE/);
      expect(app.output()).not.toMatch(/embedded PostgreSQL started/);
    } finally {
      blocker.close();
      await app.stop({ signal: 'SIGKILL' });
    }
  });

  it('answers /readyz 503 while it starts (/healthz 200: the process is up), then 200', async () => {
    const app = await spawnApp({ env: INFO });
    try {
      // The first answer on the port comes before migrations: "starting", not a closed port.
      let first: Response | undefined;
      while (!first) {
        if (app.child.exitCode !== null) throw new Error(app.output());
        first = await fetch(`${app.url}/readyz`).catch(() => undefined);
      }
      expect(first.status).toBe(503);
      expect(await first.json()).toEqual({ status: 'starting' });
      expect(app.output()).not.toMatch(/is ready on/);
      const live = await fetch(`${app.url}/healthz`);
      expect([live.status, await live.json()]).toEqual([200, { status: 'up' }]);
      await waitHealthy(app.url, app.child, { output: app.output });
      const ready = await fetch(`${app.url}/readyz`);
      expect(await ready.json()).toEqual({ status: 'ok', db: 'up', storage: 'up' });
    } finally {
      await app.stop();
    }
  });

  it('refuses to start in production without JWT_SECRET and DATABASE_URL, saying so', async () => {
    const app = await spawnApp({
      env: { ...INFO, NODE_ENV: 'production', JWT_SECRET: '', DATABASE_URL: '' },
    });
    try {
      expect(await app.exited).toBe(1);
      expect(app.output()).toContain('NODE_ENV=production requires JWT_SECRET and DATABASE_URL');
    } finally {
      await app.stop();
    }
  });
});
