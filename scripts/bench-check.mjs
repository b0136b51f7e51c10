// "Is this really us?" must not be an oracle either: times checkContact over HTTP for one of our
// numbers (a bKash merchant number in Bangla digits) and a look-alike domain, alternating one of
// each, on the built app with a fresh embedded PostgreSQL and the seeded official contacts, and
// prints p50/p99 of both with the load average. Each check comes from its own X-Forwarded-For
// address (the app trusts loopback), so the per-IP limit never answers instead.
// usage: npm run build && npm run bench:check [-- --rounds 500]
import os from 'node:os';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startApp } = require('./lib/processes.cjs');
const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1] || 500);

const app = await startApp({ env: { SEED_DEMO: 'true' } });
try {
  const query = `query($v: String!) { checkContact(value: $v) { ours kind answer { en bn } } }`;
  let ip = 0;
  const time = async (value) => {
    ip++;
    const started = process.hrtime.bigint();
    const res = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
      },
      body: JSON.stringify({ query, variables: { v: value } }),
    });
    const body = await res.json();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { ms, ours: body.data.checkContact.ours };
  };
  const ours = [];
  const lookAlikes = [];
  // warm-up, not counted
  for (let i = 0; i < 20; i++) await time(`digitalrideweb${i}.com`);
  const loadBefore = os.loadavg();
  for (let i = 0; i < rounds; i++) {
    const hit = await time('০১৭১৩-৩৩৪৪৫৫');
    const miss = await time(`support@digitalride-bd${i}.com`);
    if (!hit.ours || miss.ours) throw new Error('ours was not ours, or a look-alike was');
    ours.push(hit.ms);
    lookAlikes.push(miss.ms);
  }
  const loadAfter = os.loadavg();
  const pct = (list, p) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2);
  };
  console.log(`checkContact over HTTP, ${rounds} of ours and ${rounds} look-alikes, alternating`);
  console.log(`ours        p50 ${pct(ours, 50)} ms  p99 ${pct(ours, 99)} ms`);
  console.log(`look-alike  p50 ${pct(lookAlikes, 50)} ms  p99 ${pct(lookAlikes, 99)} ms`);
  const fmt = (l) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(
    `load average before ${fmt(loadBefore)}, after ${fmt(loadAfter)} (${os.cpus().length} CPUs)`,
  );
} finally {
  await app.stop();
}
