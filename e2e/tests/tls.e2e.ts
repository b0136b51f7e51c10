/**
 * TLS as compose runs it: Debian's nginx with the repository's deploy/nginx.conf and a pair made by
 * scripts/dev-cert ends HTTPS in front of the app, sends HSTS, and redirects plain HTTP to HTTPS;
 * the app, behind it, knows the visitor came over HTTPS (X-Forwarded-Proto from the proxy).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startApp, type AppProcess } from '../support/app-process';
import { startProxy, type Proxy } from '../support/proxy';

let app: AppProcess;
let proxy: Proxy & { httpPort: number };
let certs: string;
let ca: Buffer;

beforeAll(async () => {
  certs = fs.mkdtempSync(path.join(os.tmpdir(), 'drw-certs-'));
  execFileSync('sh', [path.join(ROOT, 'scripts/dev-cert'), certs]);
  ca = fs.readFileSync(path.join(certs, 'tls.crt'));
  app = await startApp();
  proxy = await startProxy([app.port], { tls: certs });
}, 120000);

afterAll(async () => {
  await proxy?.stop();
  await app?.stop();
  fs.rmSync(certs, { recursive: true, force: true });
});

/** A GET over HTTPS that trusts only the self-signed certificate made above. */
function get(pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = https.get(
        { host: '127.0.0.1', port: proxy.port, path: pathname, ca, headers },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
        },
      );
      req.on('error', reject);
    },
  );
}

it('serves HTTPS with the certificate from the volume, and sends HSTS', async () => {
  const ready = await get('/readyz');
  expect(ready.status).toBe(200);
  expect(JSON.parse(ready.body)).toMatchObject({ status: 'ok' });
  expect(ready.headers['strict-transport-security']).toBe('max-age=31536000');
});

it('tells the app the visitor came over HTTPS: the page links to its https:// address', async () => {
  const page = await get('/', { accept: 'text/html' });
  expect(page.status).toBe(200);
  expect(page.body).toContain('<link rel="canonical" href="https://127.0.0.1/');
  expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
});

it('redirects plain HTTP to the same address over HTTPS', async () => {
  const res = await fetch(`http://127.0.0.1:${proxy.httpPort}/pages/aboutus?from=ad`, {
    redirect: 'manual',
  });
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toBe('https://127.0.0.1/pages/aboutus?from=ad');
});

it('believes X-Forwarded-Proto only from the proxy’s addresses (TRUST_PROXY)', async () => {
  // An app whose proxy is elsewhere: a client on loopback claiming HTTPS is not believed.
  const elsewhere = await startApp({ env: { TRUST_PROXY: '10.9.9.9' } });
  try {
    const page = await fetch(`${elsewhere.url}/`, {
      headers: { accept: 'text/html', 'x-forwarded-proto': 'https' },
    });
    expect(await page.text()).toContain(
      `<link rel="canonical" href="http://127.0.0.1:${elsewhere.port}/`,
    );
  } finally {
    await elsewhere.stop();
  }
});
