import fs from 'node:fs';
import net from 'node:net';
import { isAlive, postmasterPid, spawnApp, waitForHealthy } from '../support/app-process';

/** Start-up and shutdown of the real server process with its embedded PostgreSQL. */
describe('the server process', () => {
  it('stops its embedded PostgreSQL on Ctrl-C (SIGINT), leaving no postgres behind', async () => {
    const app = await spawnApp();
    try {
      await waitForHealthy(app);
      const pid = postmasterPid(app.dataDir);
      expect(pid).toEqual(expect.any(Number));
      expect(isAlive(pid!)).toBe(true);
      app.child.kill('SIGINT');
      expect(await app.exited).toBe(0);
      expect(isAlive(pid!)).toBe(false);
      expect(postmasterPid(app.dataDir)).toBeNull();
    } finally {
      app.child.kill('SIGKILL');
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    }
  });

  it('when start-up fails half-way (port taken) it exits 1 and still stops PostgreSQL', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()));
    const port = (blocker.address() as net.AddressInfo).port;
    const app = await spawnApp({ PORT: String(port) });
    try {
      expect(await app.exited).toBe(1);
      expect(app.output()).toMatch(/EADDRINUSE|start-up failed/);
      expect(app.output()).toMatch(/embedded PostgreSQL started/);
      expect(postmasterPid(app.dataDir)).toBeNull();
    } finally {
      blocker.close();
      app.child.kill('SIGKILL');
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start in production without JWT_SECRET and DATABASE_URL, saying so', async () => {
    const app = await spawnApp({ NODE_ENV: 'production', JWT_SECRET: '', DATABASE_URL: '' });
    try {
      expect(await app.exited).toBe(1);
      expect(app.output()).toContain('NODE_ENV=production requires JWT_SECRET and DATABASE_URL');
    } finally {
      fs.rmSync(app.dataDir, { recursive: true, force: true });
    }
  });
});
