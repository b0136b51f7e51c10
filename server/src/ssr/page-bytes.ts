import zlib from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

const brotli = (quality: number, html: string): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
  },
});

interface Encoded {
  gzip?: Buffer;
  br?: Buffer;
  /** Whether Brotli's best (quality 11) has been made for `br` (or tried, and failed). */
  best?: boolean;
}

/**
 * A rendered page's compressed bytes, made once and kept with the cached page (a hit sends them
 * as they are; the compression middleware leaves an encoded body alone). Brotli where the browser
 * takes it: gzip left the news list just over what a new connection's first round trip carries
 * (TCP slow start), so a phone waited one more round trip for it. A quick Brotli quality runs on
 * the request; the best quality costs too much CPU for a request, so it runs in the thread pool
 * once a page is asked for again, one page at a time (a stream of one-off URLs cannot queue that
 * work). The sizes and times: docs/benchmarks.md, "Figures behind the design choices".
 */
export function pageBytes() {
  const kept = new WeakMap<object, Encoded>();
  let improving = false;

  const improve = (encoded: Encoded, html: string) => {
    improving = true;
    zlib.brotliCompress(html, brotli(11, html), (err, best) => {
      improving = false;
      encoded.best = true;
      if (!err && encoded.br && best.length < encoded.br.length) encoded.br = best;
    });
  };

  return function bytes(page: object, html: string, encoding: PageEncoding): Buffer {
    let encoded = kept.get(page);
    if (!encoded) kept.set(page, (encoded = {}));
    if (encoding === 'gzip') return (encoded.gzip ??= zlib.gzipSync(html));
    if (!encoded.br) encoded.br = zlib.brotliCompressSync(html, brotli(5, html));
    else if (!encoded.best && !improving) improve(encoded, html);
    return encoded.br;
  };
}
