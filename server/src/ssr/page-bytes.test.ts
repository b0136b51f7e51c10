import zlib from 'node:zlib';
import { pageBytes } from './page-bytes';

const html = `<!doctype html><html lang="en"><body>${Array.from(
  { length: 400 },
  (_, i) => `<article class="card"><h2>News item ${i}</h2><p>Ride ${i * 7} taka</p></article>`,
).join('')}</body></html>`;

const until = async (check: () => boolean) => {
  for (let i = 0; i < 500 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  return check();
};

describe('pageBytes', () => {
  it("keeps one page's bytes per encoding, each decoding to the page", () => {
    const bytes = pageBytes();
    const page = {};
    const gz = bytes(page, html, 'gzip');
    const br = bytes(page, html, 'br');
    expect(zlib.gunzipSync(gz).toString()).toBe(html);
    expect(zlib.brotliDecompressSync(br).toString()).toBe(html);
    expect(bytes(page, html, 'gzip')).toBe(gz);
    expect(br.length).toBeLessThan(gz.length);
  });

  it("a page asked for again gets Brotli's best, made in the background, one page at a time", async () => {
    const bytes = pageBytes();
    const [a, b] = [{}, {}];
    const first = bytes(a, html, 'br');
    bytes(b, html, 'br');
    // Asked again: a's best starts; b's waits, since a's is still being made.
    expect(bytes(a, html, 'br')).toBe(first);
    bytes(b, html, 'br');
    expect(await until(() => bytes(a, html, 'br') !== first)).toBe(true);
    const best = bytes(a, html, 'br');
    expect(best.length).toBeLessThan(first.length);
    expect(zlib.brotliDecompressSync(best).toString()).toBe(html);
    // b's was not made alongside a's: it starts now, on b's next request.
    const bFirst = bytes(b, html, 'br');
    expect(zlib.brotliDecompressSync(bFirst).toString()).toBe(html);
    expect(bFirst.length).toBeGreaterThan(best.length);
    expect(await until(() => bytes(b, html, 'br') !== bFirst)).toBe(true);
  });
});
