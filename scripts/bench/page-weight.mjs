// What a page weighs and how fast its HTML comes, for bench:web: the JavaScript a rendered page
// loads, the CSS before a page's first paint, and cache hit and miss times over HTTP. Also what
// bench:web and bench:nav both print with their figures: medians and the load average.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DIST = path.join(ROOT, 'client', 'dist');
export const gzipSize = (buffer) => zlib.gzipSync(buffer).length;
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** The host's load average over 1, 5 and 15 minutes, as every figure is printed with. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Relative chunks a built module imports statically (`import … from "./x.js"`, `import "./x.js"`). */
function staticImportsOf(file) {
  const code = fs.readFileSync(file, 'utf8');
  const found = new Set();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[^"']+\.js)["']/g)) {
    found.add(path.join(path.dirname(file), m[1]));
  }
  return found;
}

const attr = (tag, name) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];

/**
 * The JavaScript a rendered page loads: its module scripts and modulepreloads (the islands'
 * loader, and for a page with islands their chunks, React's client and the page's catalog, as the
 * server names them), and everything those import statically, gzip (and the Brotli file the
 * build wrote beside each, which is what a browser is sent). An island loaded later (the
 * carousel, when it nears the screen) does not count.
 */
export async function pageJs(base, pagePath) {
  if (!fs.existsSync(path.join(ROOT, 'server/dist/main.js'))) {
    throw new Error('server/dist is missing: run `npm run build` first');
  }
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const toFile = (href) => path.join(DIST, href.replace(/^\//, ''));
  const js = new Set();
  for (const tag of tags) {
    if (tag.startsWith('<script') && /type="module"/.test(tag) && attr(tag, 'src')) {
      js.add(toFile(attr(tag, 'src')));
    } else if (/rel="modulepreload"/.test(tag)) js.add(toFile(attr(tag, 'href')));
  }
  // The islands' code, which the loader preloads after the first paint (renderer.ts names it).
  const named = /<meta name="island-code" content="([^"]*)">/.exec(html)?.[1] ?? '';
  for (const href of named.split(' ').filter(Boolean)) js.add(toFile(href));
  // The field-data code (client/src/site/islands/vitals.ts), which the loader of every public page
  // imports once the page is on screen: it counts in the page's budget (issue 39).
  if ([...js].some((file) => file.startsWith(path.join(DIST, 'islands')))) {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(DIST, 'islands', '.vite', 'manifest.json'), 'utf8'),
    );
    const vitals = manifest['src/site/islands/vitals.ts'];
    if (vitals) js.add(path.join(DIST, 'islands', vitals.file));
  }
  for (const file of js) for (const dep of staticImportsOf(file)) js.add(dep);
  return [...js].map((file) => ({
    name: `/${path.relative(DIST, file)}`,
    gzip: gzipSize(fs.readFileSync(file)),
    br: fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : null,
  }));
}

/** The stylesheets a rendered page's <head> links (not disabled, print or <noscript> ones), its
 *  inline <style>, and the page itself (which carries that inline CSS), gzip. */
export async function blockingCss(base, pagePath) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const head = html
    .slice(0, html.indexOf('</head>'))
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  const found = [];
  for (const tag of head.match(/<link\b[^>]*>/g) ?? []) {
    if (!/rel="stylesheet"/.test(tag) || /\bmedia="print"|\sdisabled\b/.test(tag)) continue;
    const body = Buffer.from(await (await fetch(`${base}${attr(tag, 'href')}`)).arrayBuffer());
    found.push({ name: attr(tag, 'href'), gzip: gzipSize(body) });
  }
  const inline = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
  if (inline.length) found.push({ name: '(inline <style>)', gzip: gzipSize(inline.join('')) });
  // Asked again, a page comes as Brotli's best once the server has made it (in the background).
  // (The first Brotli answer makes the quick one, the next starts the best.)
  await browserGet(`${base}${pagePath}`);
  let sent = await browserGet(`${base}${pagePath}`);
  for (let i = 0; i < 10; i++) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    const again = await browserGet(`${base}${pagePath}`);
    if (again.size === sent.size) break;
    sent = again;
  }
  return { found, html: gzipSize(Buffer.from(html)), sent };
}

const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * One GET as a browser asks for a page (HTML, Brotli), timed to the last byte, with the size of
 * what came: status line, headers and encoded body (over ~14.6 kB, a new connection needs a
 * second round trip: TCP slow start).
 */
function browserGet(url) {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = http.get(url, { headers: BROWSER_HEADERS, agent: keepAlive }, (res) => {
      let size = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < res.rawHeaders.length; i += 2)
        size += res.rawHeaders[i].length + res.rawHeaders[i + 1].length + 4;
      res.on('data', (chunk) => (size += chunk.length));
      res.on('end', () =>
        resolve({
          ms: Number(process.hrtime.bigint() - start) / 1e6,
          status: res.statusCode,
          cache: res.headers['x-cache'],
          size,
          encoding: res.headers['content-encoding'],
        }),
      );
    });
    req.on('error', reject);
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** p50 of `count` sequential cache hits and of `count / 4` misses of one page. */
export async function htmlTimings(base, pagePath, count) {
  const sep = pagePath.includes('?') ? '&' : '?';
  const hit = [];
  const miss = [];
  await browserGet(`${base}${pagePath}`);
  for (let i = 0; i < count; i++) {
    const r = await browserGet(`${base}${pagePath}`);
    if (r.status !== 200 || r.cache !== 'hit')
      throw new Error(`${pagePath}: ${r.status} ${r.cache}`);
    hit.push(r.ms);
  }
  for (let i = 0; i < Math.ceil(count / 4); i++) {
    const r = await browserGet(`${base}${pagePath}${sep}bench-miss=${Date.now()}-${i}`);
    if (r.status !== 200 || r.cache !== 'miss')
      throw new Error(`${pagePath}: ${r.status} ${r.cache}`);
    miss.push(r.ms);
  }
  return { hit: median(hit), miss: median(miss), hits: hit.length, misses: miss.length };
}
