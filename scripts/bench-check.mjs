// "Is this really us?" must not be an oracle either: times checkContact over HTTP for one of our
// numbers (a bKash merchant number in Bangla digits) and a look-alike domain, alternating one of
// each, on the built app with a fresh embedded PostgreSQL and the seeded official contacts, and
// prints p50/p99 of both with the load average. Each check comes from its own X-Forwarded-For
// address (the app trusts loopback), so the per-IP limit never answers instead.
// usage: npm run build && npm run bench:check [-- --rounds 500]
import os from 'node:os';
import { createRequire } from 'node:module';
import { fromEveryAddress } from './bench/from-every-address.mjs';
import { loadavg, median, p99 } from './bench/timing.mjs';

const require = createRequire(import.meta.url);
const { startApp } = require('./lib/processes.cjs');
const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1] || 500);

const app = await startApp({ env: { SEED_DEMO: 'true' } });
try {
  const query = `query($v: String!) { checkContact(value: $v) { ours kind answer { en bn } } }`;
  const ask = fromEveryAddress(app.url);
  const time = async (value) => {
    const { ms, data } = await ask(query, { v: value });
    return { ms, ours: data.checkContact.ours };
  };
  const ours = [];
  const lookAlikes = [];
  // warm-up, not counted
  for (let i = 0; i < 20; i++) await time(`digitalrideweb${i}.com`);
  const loadBefore = loadavg();
  for (let i = 0; i < rounds; i++) {
    const hit = await time('০১৭১৩-৩৩৪৪৫৫');
    const miss = await time(`support@digitalride-bd${i}.com`);
    if (!hit.ours || miss.ours) throw new Error('ours was not ours, or a look-alike was');
    ours.push(hit.ms);
    lookAlikes.push(miss.ms);
  }
  const loadAfter = loadavg();
  console.log(`checkContact over HTTP, ${rounds} of ours and ${rounds} look-alikes, alternating`);
  console.log(`ours        p50 ${median(ours).toFixed(2)} ms  p99 ${p99(ours).toFixed(2)} ms`);
  console.log(
    `look-alike  p50 ${median(lookAlikes).toFixed(2)} ms  p99 ${p99(lookAlikes).toFixed(2)} ms`,
  );
  console.log(`load average before ${loadBefore}, after ${loadAfter} (${os.cpus().length} CPUs)`);
} finally {
  await app.stop();
}
