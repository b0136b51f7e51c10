// The status page must not be an oracle: times requestStatus over HTTP for a
// hit (the right reference and phone) and a miss (a reference that does not exist), alternating
// one of each, on the built app with a fresh embedded PostgreSQL, and prints p50/p99 of both
// with the load average. Each reference is looked up at most 10 times and each lookup comes from
// its own X-Forwarded-For address (the app trusts loopback), so the limits never answer instead.
// usage: npm run build && npm run bench:status [-- --rounds 500]
import os from 'node:os';
import { createRequire } from 'node:module';
import { fromEveryAddress } from './bench/from-every-address.mjs';
import { loadavg, median, p99 } from './bench/timing.mjs';

const require = createRequire(import.meta.url);
const { startApp } = require('./lib/processes.cjs');
const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1] || 500);
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

const app = await startApp({ env: { PUBLIC_WRITE_LIMIT_PER_MIN: '1000000' } });
try {
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const references = [];
  for (let i = 0; i < Math.ceil(rounds / 10) + 1; i++) {
    const res = await fetch(`${app.url}/api/reservation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'RIDE',
        departureLocation: 'Dhaka',
        destinationLocation: 'Sylhet',
        pname: `Bench ${i}`,
        email: `bench${i}@example.com`,
        mobile: '01712-345678',
        numberOfPassengers: 2,
        journeyDate: day,
      }),
    });
    references.push((await res.json()).reference);
  }
  const query = `query($r: String!, $c: String!) { requestStatus(reference: $r, contact: $c) { status } }`;
  const ask = fromEveryAddress(app.url);
  const time = async (reference) => {
    const { ms, data } = await ask(query, { r: reference, c: '+880 1712-345678' });
    return { ms, found: data.requestStatus !== null };
  };
  const randomReference = () => {
    const pick = () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
    return `DR-${[1, 2, 3, 4].map(pick).join('')}-${[1, 2, 3, 4].map(pick).join('')}`;
  };
  const hits = [];
  const misses = [];
  // warm-up, not counted
  for (let i = 0; i < 20; i++) await time(randomReference());
  const loadBefore = loadavg();
  for (let i = 0; i < rounds; i++) {
    const hit = await time(references[Math.floor(i / 10)]);
    const miss = await time(randomReference());
    if (!hit.found || miss.found) throw new Error('a hit missed or a miss hit');
    hits.push(hit.ms);
    misses.push(miss.ms);
  }
  const loadAfter = loadavg();
  console.log(`requestStatus over HTTP, ${rounds} hits and ${rounds} misses, alternating`);
  console.log(`hit   p50 ${median(hits).toFixed(2)} ms  p99 ${p99(hits).toFixed(2)} ms`);
  console.log(`miss  p50 ${median(misses).toFixed(2)} ms  p99 ${p99(misses).toFixed(2)} ms`);
  console.log(`load average before ${loadBefore}, after ${loadAfter} (${os.cpus().length} CPUs)`);
} finally {
  await app.stop();
}
