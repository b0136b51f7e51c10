// Help search at 1,000 articles (PRODUCT.md §24: p50 under 50 ms): the built app with a fresh
// embedded PostgreSQL and its seeded help centre (40 articles), 960 more written through
// createHelpArticle as the admin (half English, half Bangla, text drawn from the seeded ones
// with words of their own), then helpSearch over HTTP: an English typo, a Bangla variant
// spelling, several words, and a word found nowhere; each request from its own X-Forwarded-For
// address (the app trusts loopback), so the per-IP limit never answers instead. Prints p50/p99
// of each with the load average.
// usage: npm run build && npm run bench:help [-- --rounds 300]
import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { startApp } = require('./lib/processes.cjs');
const args = process.argv.slice(2);
const rounds = Number(args[args.indexOf('--rounds') + 1] || 300);
const TOTAL = 1000;
const password = randomBytes(12).toString('hex');

const app = await startApp({
  env: {
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_PASSWORD: password,
    REQUIRE_2FA: 'none',
    SEED_DEMO: 'true',
  },
});
let ip = 0;
const gql = async (query, variables, headers = {}) => {
  ip++;
  const res = await fetch(`${app.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`,
      ...headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
};
try {
  const login = await gql(
    'mutation($u:String!,$p:String!){login(username:$u,password:$p){accessToken}}',
    { u: 'admin', p: password },
  );
  const admin = { authorization: `Bearer ${login.login.accessToken}` };
  const read = 'query($l:String!){helpArticles(locale:$l){title summary category}}';
  const seeded = {
    en: (await gql(read, { l: 'en' })).helpArticles,
    bn: (await gql(read, { l: 'bn' })).helpArticles,
  };
  const have = seeded.en.length + seeded.bn.length;
  const words = { en: [], bn: [] };
  for (const l of ['en', 'bn'])
    for (const a of seeded[l]) words[l].push(...`${a.title} ${a.summary}`.split(/\s+/));
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const create = `mutation($i:NewHelpArticleInput!){createHelpArticle(input:$i){id}}`;
  for (let i = have; i < TOTAL; i++) {
    const locale = i % 2 ? 'bn' : 'en';
    const base = pick(seeded[locale]);
    const text = () => Array.from({ length: 40 }, () => pick(words[locale])).join(' ');
    await gql(
      create,
      {
        i: {
          slug: `bench-${i}`,
          locale,
          category: base.category,
          title: `${pick(words[locale])} ${base.title}`,
          summary: base.summary,
          body: `<p>${text()}</p><p>${text()}</p><ul><li>${text()}</li></ul><p>${text()}</p>`,
        },
      },
      admin,
    );
  }
  const search = 'query($q:String!,$l:String!){helpSearch(q:$q,locale:$l){slug}}';
  const CASES = [
    ['en typo', 'cancelld trp', 'en'],
    ['bn variant', 'কিভাবে রাইড বুক', 'bn'],
    ['en 5 words', 'how to pay with bkash', 'en'],
    ['nothing', 'xylophone quartz', 'en'],
  ];
  const times = Object.fromEntries(CASES.map(([name]) => [name, []]));
  const time = async ([name, q, l]) => {
    const started = process.hrtime.bigint();
    await gql(search, { q, l });
    times[name].push(Number(process.hrtime.bigint() - started) / 1e6);
  };
  for (let i = 0; i < 20; i++) for (const c of CASES) await time(c); // warm-up
  for (const k of Object.keys(times)) times[k] = [];
  const loadBefore = os.loadavg();
  for (let i = 0; i < rounds; i++) for (const c of CASES) await time(c);
  const loadAfter = os.loadavg();
  const pct = (list, p) => {
    const sorted = [...list].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))].toFixed(2);
  };
  console.log(`helpSearch over HTTP at ${TOTAL} articles, ${rounds} rounds of each case`);
  for (const [name] of CASES)
    console.log(
      `${name.padEnd(12)} p50 ${pct(times[name], 50)} ms  p99 ${pct(times[name], 99)} ms`,
    );
  const fmt = (l) => l.map((x) => x.toFixed(2)).join(' ');
  console.log(`load average before ${fmt(loadBefore)}, after ${fmt(loadAfter)}`);
} finally {
  await app.stop();
}
