/**
 * Every redirect stays on this site, whatever the spelling of its target: checked on the guard
 * itself (with a property test over the spellings browsers read as another host), then through
 * the real app, on each path that answers a redirect built from what a visitor sent.
 */
import fc from 'fast-check';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../test/harness';
import { homeOf, sameSitePath } from './redirect';

const SITE = 'https://digitalride.example';
/** What a browser makes of a Location header sent by the site, from a page some levels down. */
const followed = (location: string) => new URL(location, `${SITE}/pages/news/item`);

/** Stays here: on the site's origin, and not a path a browser or proxy could read as a host. */
function expectHere(target: string, location: string) {
  expect({ target, origin: followed(location).origin }).toEqual({ target, origin: SITE });
  expect({ target, location: /^\/(?![/\\])/.test(location) }).toEqual({ target, location: true });
}

const ATTACKS = [
  '/.//evil.example',
  '/./\\evil.example',
  '/a/..//evil.example',
  '/..//evil.example',
  '/.%2e//evil.example',
  '/%2F%2Fevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '//evil.example',
  '//evil.example/path?x=1',
  '/\\evil.example',
  '\\\\evil.example',
  '///evil.example',
  'https://evil.example',
  'https:evil.example',
  'javascript:alert(1)',
  ' //evil.example',
];

describe('the redirect guard', () => {
  it('keeps every redirect on this site, whatever the spelling', () => {
    for (const attack of ATTACKS) expectHere(attack, sameSitePath(attack));
    expect(sameSitePath('/.//evil.example')).toBe('/');
    expect(sameSitePath('https://evil.example', '/bn')).toBe('/bn');
  });

  it('never leaves the origin, for any mix of slashes, dots, encodings and spaces', () => {
    const piece = fc.constantFrom(
      ...['/', '\\', '.', '..', '%2F', '%2f', '%5C', '%2e', '%09', '\t', '\n', '\r', ' ', '\0'],
      ...['evil.example', 'bn', 'a', ':', '@', '?', '#', 'https:', 'javascript:', '//'],
    );
    const target = fc.oneof(
      fc.array(piece, { maxLength: 12 }).map((p) => p.join('')),
      fc.string(),
    );
    fc.assert(
      fc.property(target, fc.constantFrom('/', '/bn'), (t, home) =>
        expectHere(t, sameSitePath(t, home)),
      ),
      { numRuns: 5000 },
    );
  });

  it('leaves a path of this site as it is', () => {
    expect(sameSitePath('/bn/pages/news?page=2')).toBe('/bn/pages/news?page=2');
    expect(sameSitePath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(sameSitePath('/pages/help#topic-payments')).toBe('/pages/help#topic-payments');
    expect(sameSitePath('/pages/./help/../news')).toBe('/pages/news');
  });

  it('sends home in the language of the page', () => {
    expect(['/bn', '/bn/x', '/bn?a', '/bnx', '/'].map(homeOf)).toEqual([
      '/bn',
      '/bn',
      '/bn',
      '/',
      '/',
    ]);
  });
});

describe('the redirects of the real app', () => {
  let t: TestApp;
  let server: http.Server;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_WRITE_LIMIT_PER_MIN: '1000' });
    server = http.createServer(t.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t?.close();
  });

  /** One POST with its path sent as written (a client library would clean dots and backslashes). */
  function post(path: string, body: string) {
    const { port } = server.address() as AddressInfo;
    return new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path,
          headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode!, location: res.headers.location });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  it("the lite switch's `back` goes home in the page's language when it would leave", async () => {
    for (const [path, home] of [
      ['/lite', '/'],
      ['/bn/lite', '/bn'],
    ]) {
      for (const back of ATTACKS) {
        const res = await post(path, new URLSearchParams({ lite: 'on', back }).toString());
        expect(res.status).toBe(303);
        expectHere(back, res.location!);
        // Encoded slashes stay a path of this site; everything else here was headed elsewhere.
        if (!back.includes('%'))
          expect({ back, location: res.location }).toEqual({ back, location: home });
      }
    }
    const kept = await post('/bn/lite', 'lite=on&back=%2Fbn%2Fpages%2Fnews%3Fpage%3D2');
    expect(kept.location).toBe('/bn/pages/news?page=2');
  });

  it('a form posted to any address is sent back only to a path of this site', async () => {
    for (const path of ['/.//evil.example', '/a/..//evil.example', '/bn/.//evil.example']) {
      const res = await post(path, 'name=x');
      expect(res.status).toBe(303);
      expectHere(path, res.location!);
    }
  });
});
