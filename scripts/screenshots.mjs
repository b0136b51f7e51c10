/* global document, window, requestAnimationFrame */
// Screenshots of pages at 375, 768 and 1280 px, for looking at what we build.
// usage: node scripts/screenshots.mjs [--base http://localhost:4000] [--login admin:password]
//        [--widths 375,1280] [--out screenshots] [--js false] /path [/other …]
//        (--js false: JavaScript off, the server-rendered HTML as it is; files end in -nojs)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return def;
  const [v] = args.splice(i, 2).slice(1);
  return v;
};
const base = opt('base', 'http://localhost:4000');
const login = opt('login', '');
const widths = opt('widths', '375,768,1280').split(',').map(Number);
const out = opt('out', 'screenshots');
const full = opt('full', 'true') !== 'false';
const js = opt('js', 'true') !== 'false';
const paths = args.length ? args : ['/'];

fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let token = '';
if (login) {
  const [username, password] = login.split(':');
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  token = (await res.json()).access_token;
}
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    baseURL: base,
    javaScriptEnabled: js,
  });
  if (token) await context.addInitScript((t) => localStorage.setItem('access_token', t), token);
  const page = await context.newPage();
  const errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  for (const p of paths) {
    await page.goto(p, { waitUntil: 'networkidle' });
    // Down the page a screen at a time and back, as a visitor scrolls: lazy images load and the
    // islands that wake near the screen (the partner carousel) start, then every image is in.
    // (Without JavaScript, images load at once and the page runs no frame callbacks.)
    if (js)
      await page.evaluate(async () => {
        const frame = () => new Promise((done) => requestAnimationFrame(() => done()));
        for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await frame();
          await frame();
        }
        window.scrollTo(0, 0);
      });
    await page.waitForFunction(() =>
      [...document.images].every((image) => {
        // not drawn, or beside the page (a carousel's next slides): lazy images wait for that
        const { left, right } = image.getBoundingClientRect();
        return (
          image.complete || !image.checkVisibility() || right <= 0 || left >= window.innerWidth
        );
      }),
    );
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    const name = `${p.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}${js ? '' : '-nojs'}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: full });
    console.log(
      `${name}${overflow > 0 ? `  !! horizontal overflow ${overflow}px` : ''}${errors.length ? `  !! console errors: ${errors.join(' | ')}` : ''}`,
    );
    errors.length = 0;
  }
  await context.close();
}
await browser.close();
