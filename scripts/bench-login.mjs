// `npm run bench:login`: what signing in costs and how fast a burst of guesses is stopped, on the
// built app (run `npm run build` first) with its own embedded PostgreSQL.
// 1. argon2id per sign-in: N sequential right-password sign-ins (ms each, median and p90), and
//    the process's CPU per sign-in.
// 2. A burst of BURST (200) parallel wrong passwords for one account: answers by status, the
//    time until the first 429 and until all are answered.
// env: BENCH_LOGINS (30), BENCH_BURST (200)
import { createRequire } from 'node:module';
import os from 'node:os';

const require = createRequire(import.meta.url);
const { startApp } = require('./lib/processes.cjs');
const LOGINS = Number(process.env.BENCH_LOGINS ?? 30);
const BURST = Number(process.env.BENCH_BURST ?? 200);
const PASSWORD = 'bench-login-password';

const app = await startApp({
  env: {
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    ADMIN_PASSWORD: PASSWORD,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    REQUIRE_2FA: 'none',
  },
});
const login = (password, ip) =>
  fetch(`${app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ username: 'admin', password }),
  });
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
try {
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const times = [];
  for (let i = 0; i < LOGINS; i++) {
    const t0 = performance.now();
    const res = await login(PASSWORD, `192.0.2.${(i % 200) + 1}`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
    times.push(performance.now() - t0);
  }
  console.log(
    `sign-in (right password, argon2id verify + session row), ${LOGINS} in a row: ` +
      `median ${pct(times, 0.5).toFixed(1)} ms, p90 ${pct(times, 0.9).toFixed(1)} ms`,
  );

  const t0 = performance.now();
  let firstLocked = null;
  const statuses = await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const res = await login(`wrong-${i}`, `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`);
      await res.arrayBuffer();
      if (res.status === 429 && firstLocked === null) firstLocked = performance.now() - t0;
      return res.status;
    }),
  );
  const all = performance.now() - t0;
  const count = (s) => statuses.filter((x) => x === s).length;
  console.log(
    `burst of ${BURST} parallel wrong passwords for one account (${BURST} addresses): ` +
      `${count(401)}×401, ${count(429)}×429, others ${BURST - count(401) - count(429)}; ` +
      `first 429 after ${firstLocked?.toFixed(0)} ms, all answered after ${all.toFixed(0)} ms`,
  );
  console.log(
    `load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await app.stop({ timeoutMs: 5000 });
}
