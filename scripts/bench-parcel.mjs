// The parcel price calculator's question: times parcelPrice over HTTP on the built app with a
// fresh embedded PostgreSQL (its migration's rate card), each question from its own
// X-Forwarded-For address (the app trusts loopback) with the limit raised, so the limit is
// counted as in production (one row per address) but never answers instead. Weights and zones
// vary over the bands; every answer is checked (total = sum of parts). Prints p50/p99 with the
// load average.
// usage: npm run build && npm run bench:parcel [-- --rounds 1000]
import os from 'node:os';
import { createRequire } from 'node:module';
import { fromEveryAddress } from './bench/from-every-address.mjs';
import { loadavg, median, p99 } from './bench/timing.mjs';

const require = createRequire(import.meta.url);
const { startApp } = require('./lib/processes.cjs');
const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1] || 1000);
const ZONES = ['INSIDE_DHAKA', 'DHAKA_SUBURBS', 'OUTSIDE_DHAKA'];

const app = await startApp({ env: { PARCEL_PRICE_LIMIT_PER_MIN: '1000000' } });
try {
  const query = `query($z: String!, $w: Float!, $c: Float, $l: String) {
    parcelPrice(zone: $z, weightGrams: $w, codAmount: $c, language: $l) { total parts { label amount } }
  }`;
  const ask = fromEveryAddress(app.url);
  const time = async (i) => {
    const variables = {
      z: ZONES[i % 3],
      w: 1 + ((i * 337) % 30_000),
      c: (i * 53) % 5000,
      l: i % 2 ? 'bn' : 'en',
    };
    const { ms, data } = await ask(query, variables);
    const { total, parts } = data.parcelPrice;
    if (total !== parts.reduce((s, p) => s + p.amount, 0)) throw new Error('total ≠ sum of parts');
    return ms;
  };
  for (let i = 0; i < 50; i++) await time(i); // warm-up, not counted
  const loadBefore = loadavg();
  const times = [];
  for (let i = 0; i < rounds; i++) times.push(await time(i));
  const loadAfter = loadavg();
  console.log(`parcelPrice over HTTP, ${rounds} questions, one at a time`);
  console.log(`p50 ${median(times).toFixed(2)} ms  p99 ${p99(times).toFixed(2)} ms`);
  console.log(`load average before ${loadBefore}, after ${loadAfter} (${os.cpus().length} cores)`);
} finally {
  await app.stop();
}
