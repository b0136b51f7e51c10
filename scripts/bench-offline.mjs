// A form sent offline, then the connection back: the time from "back online" to
// the contact page thanking the visitor with a reference — the kept message sent (the page's
// `online` listener, with its Idempotency-Key), stored and answered. Median of 10 (each a fresh
// browser context with the service worker), on the built app with a fresh embedded PostgreSQL,
// printed with the load average. usage: npm run build && npm run bench:offline [-- --runs 10]
import os from 'node:os';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const { startApp } = require('./lib/processes.cjs');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1] || 10);
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

console.log(`load average at start: ${load()}`);
const app = await startApp({ env: { PUBLIC_WRITE_LIMIT_PER_MIN: '1000000' } });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const times = [];
try {
  for (let i = 0; i < runs; i++) {
    const context = await browser.newContext({ baseURL: app.url, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/pages/contactus');
    await page.locator('html[data-page-ready]').waitFor({ state: 'attached' });
    await page.evaluate(() => navigator.serviceWorker.ready);
    const field = (label) =>
      page.getByLabel(new RegExp(`^${label}`)).and(page.locator('input, textarea'));
    await field('Name').fill(`Bench ${i}`);
    await field('Contact number').fill('01812-345678');
    await field('Email').fill('bench@example.com');
    await field('Subject').fill(`bench:offline ${i}`);
    await field('Message').fill('Sent while offline.');
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('it will be sent when you are back online', { exact: false }).waitFor();
    const start = performance.now();
    await context.setOffline(false);
    await page.getByText(`Thank you, Bench ${i}`).waitFor();
    times.push(performance.now() - start);
    await context.close();
  }
} finally {
  await browser.close();
  await app.stop();
}
const sorted = [...times].sort((a, b) => a - b);
const median = (sorted[(sorted.length - 1) >> 1] + sorted[sorted.length >> 1]) / 2;
console.log(
  `back online → stored and thanked, ${runs} runs (ms): ${times.map((t) => t.toFixed(0)).join(' ')}`,
);
console.log(`median ${median.toFixed(0)} ms; load average now ${load()}`);
