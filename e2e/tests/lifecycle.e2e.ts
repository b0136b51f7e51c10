import net from 'node:net';
import { isAlive, postmasterPid, spawnApp, waitHealthy } from '../support/app-process';

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

  it('when start-up fails half-way (port taken) it exits 1 and still stops PostgreSQL', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as net.AddressInfo).port;
    const app = await spawnApp({ env: { ...INFO, PORT: String(port) } });
    try {
      expect(await app.exited).toBe(1);
      expect(app.output()).toMatch(/EADDRINUSE|start-up failed/);
      expect(app.output()).toMatch(/embedded PostgreSQL started/);
      expect(postmasterPid(app.dataDir)).toBeNull();
    } finally {
      blocker.close();
      await app.stop({ signal: 'SIGKILL' });
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
