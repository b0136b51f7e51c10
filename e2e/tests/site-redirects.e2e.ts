/**
 * No answer of the built app sends a visitor to another host: the paths that
 * browsers read as another host, plain and encoded, sent with GET and with a form's POST.
 */
import http from 'node:http';
import { BASE_URL } from '../support/browser';

/** One request with its path sent as written (fetch() would turn a backslash into a slash). */
function raw(method: string, path: string): Promise<{ status: number; location?: string }> {
  const { hostname, port } = new URL(BASE_URL);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        hostname,
        port,
        method,
        path,
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode!, location: res.headers.location });
      },
    );
    req.on('error', reject);
    req.end(method === 'POST' ? 'name=x' : undefined);
  });
}

const ATTACKS = [
  '//evil.example',
  '//evil.example/pages/news',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/bn//evil.example',
];

it('redirects only within the site, with GET and POST', async () => {
  const here = new URL(BASE_URL);
  const seen: string[] = [];
  for (const path of ATTACKS) {
    for (const method of ['GET', 'POST']) {
      const { status, location } = await raw(method, path);
      seen.push(`${method} ${path} → ${status} ${location ?? ''}`);
      expect(status).toBeLessThan(500);
      // What a browser makes of the Location: resolved against the address it asked for.
      if (location) expect(new URL(location, `${BASE_URL}/pages/news`).host).toBe(here.host);
    }
  }
  // The attacks were answered by redirects, so the check above looked at real locations.
  expect(seen.filter((line) => / 30[123] /.test(line)).length).toBeGreaterThan(ATTACKS.length);
});
