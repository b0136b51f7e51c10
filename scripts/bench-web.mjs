// Web budgets of the public site, measured against the production build.
// usage: npm run build && npm run bench:web [-- --runs 3] [--path /pages/about-us] [--js-only]
//
// 1. Public initial JavaScript: the entry script of client/dist/index.html plus every module it
//    preloads, gzip-compressed the way the server sends them (zlib default level, as the
//    `compression` middleware does). Lazy chunks (admin, booking, forms…) do not count.
// 2. Lighthouse (default config = mobile emulation, simulated slow 4G and 4× CPU) against the built
//    server, started on a free port with a fresh database and the demo content by the browser
//    journeys' own global setup; Debian's Chromium. With --runs N the median run is reported.
// Exits 1 when a budget is missed.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'client', 'dist');
const BUDGET = { jsKb: 150, performance: 90, accessibility: 95 };
const CHROME_FLAGS = (
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking ' +
  '--disable-component-update --disable-sync --no-first-run'
).split(' ');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const runs = Math.max(1, Number(option('runs', '1')) || 1);
const pagePath = option('path', '/');

/** kB as Vite prints them: 1 kB = 1000 bytes (a stricter figure than KiB). */
const kb = (bytes) => bytes / 1000;
const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(file)).length;

/** Relative chunks a built module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImportsOf(file) {
  const code = fs.readFileSync(file, 'utf8');
  const found = new Set();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
    found.add(path.join(path.dirname(file), m[1]));
  }
  return found;
}

/**
 * What the browser must fetch before the first render: the entry script, every module it
 * preloads, and (in case a preload is missing) everything they import statically.
 */
function initialAssets() {
  const indexFile = path.join(DIST, 'index.html');
  if (!fs.existsSync(indexFile) || !fs.existsSync(path.join(ROOT, 'server/dist/main.js'))) {
    throw new Error('client/dist or server/dist is missing: run `npm run build` first');
  }
  const html = fs.readFileSync(indexFile, 'utf8');
  const attr = (tag, name) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const toFile = (href) => path.join(DIST, href.replace(/^\//, ''));
  const js = new Set();
  const css = [];
  for (const tag of tags) {
    if (tag.startsWith('<script') && /type="module"/.test(tag) && attr(tag, 'src')) {
      js.add(toFile(attr(tag, 'src')));
    } else if (/rel="modulepreload"/.test(tag)) js.add(toFile(attr(tag, 'href')));
    else if (/rel="stylesheet"/.test(tag)) css.push(toFile(attr(tag, 'href')));
  }
  for (const file of js) for (const dep of staticImportsOf(file)) js.add(dep);
  const sized = (files) =>
    [...files].map((file) => ({ href: `/${path.relative(DIST, file)}`, gzip: gzipSize(file) }));
  return { js: sized(js), css: sized(css) };
}

/**
 * The built server on a free port with a fresh embedded PostgreSQL and the demo content, started
 * and stopped exactly as the browser journeys do (e2e/support/global-setup.cjs).
 */
async function startServer() {
  const setup = require('../e2e/support/global-setup.cjs');
  const teardown = require('../e2e/support/global-teardown.cjs');
  await setup();
  if (!process.env.E2E_BASE_URL) throw new Error('no Chromium: Lighthouse cannot run');
  return { url: process.env.E2E_BASE_URL, stop: () => teardown() };
}

async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.E2E_CHROME || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
const metric = (lhr, id) => lhr.audits[id]?.displayValue ?? 'n/a';

const assets = initialAssets();
const jsTotal = assets.js.reduce((sum, a) => sum + a.gzip, 0);
console.log('Public initial JavaScript (gzip):');
for (const a of assets.js) console.log(`  ${a.href.padEnd(44)} ${kb(a.gzip).toFixed(1)} kB`);
console.log(`  total ${kb(jsTotal).toFixed(1)} kB (budget ${BUDGET.jsKb} kB)`);
for (const a of assets.css) console.log(`  css ${a.href} ${kb(a.gzip).toFixed(1)} kB`);
if (args.includes('--js-only')) process.exit(kb(jsTotal) > BUDGET.jsKb ? 1 : 0);

const server = await startServer();
const reports = [];
try {
  // One unmeasured visit warms the server (first queries, compression of assets).
  await fetch(`${server.url}${pagePath}`);
  await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ vehicleCategories { id } places }' }),
  });
  for (let i = 0; i < runs; i++) {
    const lhr = await runLighthouse(`${server.url}${pagePath}`);
    reports.push(lhr);
    console.log(
      `Lighthouse run ${i + 1}/${runs} (${pagePath}, ${lhr.configSettings.formFactor}): ` +
        `performance ${score(lhr, 'performance')}, accessibility ${score(lhr, 'accessibility')} · ` +
        Object.entries(METRICS)
          .map(([id, label]) => `${label} ${metric(lhr, id)}`)
          .join(', '),
    );
  }
} finally {
  await server.stop();
}

reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
const median = reports[Math.floor(reports.length / 2)];
const failedA11y = Object.values(median.audits).filter(
  (a) => median.categories.accessibility.auditRefs.some((r) => r.id === a.id) && a.score === 0,
);
for (const audit of failedA11y)
  console.log(`  accessibility audit failed: ${audit.id} — ${audit.title}`);

const figures = {
  jsKb: kb(jsTotal),
  performance: score(median, 'performance'),
  accessibility: score(median, 'accessibility'),
};
const misses = [
  figures.jsKb > BUDGET.jsKb && `JS ${figures.jsKb.toFixed(1)} kB > ${BUDGET.jsKb} kB`,
  figures.performance < BUDGET.performance &&
    `performance ${figures.performance} < ${BUDGET.performance}`,
  figures.accessibility < BUDGET.accessibility &&
    `accessibility ${figures.accessibility} < ${BUDGET.accessibility}`,
].filter(Boolean);
console.log(
  `\nbench:web  JS ${figures.jsKb.toFixed(1)} kB gzip · performance ${figures.performance} · ` +
    `accessibility ${figures.accessibility}${runs > 1 ? ` (median of ${runs})` : ''}`,
);
if (misses.length) {
  console.log(`BUDGET MISSED: ${misses.join('; ')}`);
  process.exitCode = 1;
} else console.log('All budgets met.');
