// CSV export benchmark: seeds N contact messages with one INSERT … SELECT generate_series into
// the app's database, downloads /api/export/contactus.csv as an admin, and prints the time,
// the size and the app process's peak RSS (VmHWM, Linux) before and after.
// usage: node scripts/bench-export.mjs --base http://localhost:4000 --db postgres://… \
//          --pid <app pid> --login admin:password [--rows 1000000]
// Use a throw-away database: the rows stay.
import fs from 'node:fs';
import pg from 'pg';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const base = opt('base', 'http://localhost:4000');
const rows = Number(opt('rows', '1000000'));
const pid = opt('pid');
const [username, password] = opt('login', 'admin:').split(':');
const peakRss = () =>
  pid ? /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] / 1024 : NaN;

const db = new pg.Client({ connectionString: opt('db') });
await db.connect();
let t = Date.now();
await db.query(
  `INSERT INTO contact_messages (name, contact_number, email, subject, message, status)
   SELECT 'Visitor ' || g, '+880 1711-' || lpad((g % 1000000)::text, 6, '0'), 'v' || g || '@example.com',
          'Subject ' || g, 'নমস্কার — message number ' || g || ', with a comma and "quotes"',
          (ARRAY['NEW','IN_PROGRESS','DONE'])[1 + g % 3]
     FROM generate_series(1, $1) g`,
  [rows],
);
const total = (await db.query('SELECT count(*)::int AS n FROM contact_messages')).rows[0].n;
await db.end();
console.log(`seeded ${rows} rows in ${Date.now() - t} ms (table now ${total})`);

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username, password }),
});
const { access_token: token } = await login.json();
const before = peakRss();
t = Date.now();
const res = await fetch(`${base}/api/export/contactus.csv`, {
  headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
});
let bytes = 0;
let lines = 0;
for await (const chunk of res.body) {
  bytes += chunk.length;
  for (const b of chunk) if (b === 10) lines++;
}
const ms = Date.now() - t;
console.log(
  `export: HTTP ${res.status}, ${lines - 1} rows, ${(bytes / 1048576).toFixed(1)} MB in ${ms} ms ` +
    `(${Math.round(((lines - 1) / ms) * 1000)} rows/s); app peak RSS ${before.toFixed(0)} MB before, ${peakRss().toFixed(0)} MB after`,
);
