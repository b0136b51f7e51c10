// Open-loop load (bench-load.mjs): each client is a person at a desk, asking about once a second
// whatever the server does. A closed loop (autocannon: the next request the moment an answer
// lands, no pause) measures saturation instead: with 200 requests always in flight the latency is
// the queue (200 / throughput), however fast each request is. Here each client waits a random
// 0.5-1.5 s (mean 1 s) between the times it *means* to ask, and its latency runs from that
// planned time to the answer's end, so a slow server is charged for the requests it held back
// (no coordinated omission: a late answer delays the next request, and that wait is counted).
import http from 'node:http';

/**
 * Runs `clients` open-loop clients for `seconds` against `url`, each over its own keep-alive
 * connection, each request taken in turn from `requests` ({ headers, body, check(status, text) →
 * error or null }). Answers latencies (ms, sorted), errors by kind and the requests sent.
 */
export async function openLoop({
  url,
  clients,
  seconds,
  requests,
  meanGapMs = 1000,
  timeoutMs = 10_000,
}) {
  const target = new URL(url);
  const latencies = [];
  const errors = {};
  const fail = (kind) => (errors[kind] = (errors[kind] ?? 0) + 1);
  const end = performance.now() + seconds * 1000;
  let next = 0;

  const ask = (agent, { headers, body, check }) =>
    new Promise((resolve) => {
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          agent,
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          timeout: timeoutMs,
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const problem = check(res.statusCode, Buffer.concat(chunks).toString());
            if (problem) fail(problem);
            resolve(!problem);
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (err) => {
        fail(err.message === 'timeout' ? 'timeout' : 'socket');
        resolve(false);
      });
      req.end(body);
    });

  const client = async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    // Spread the first requests over one gap: 200 people do not all press at once.
    let planned = performance.now() + Math.random() * meanGapMs;
    while (planned < end) {
      const wait = planned - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const ok = await ask(agent, requests[next++ % requests.length]);
      if (ok) latencies.push(performance.now() - planned);
      planned += meanGapMs * (0.5 + Math.random());
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: clients }, client));
  latencies.sort((a, b) => a - b);
  const sent = latencies.length + Object.values(errors).reduce((a, b) => a + b, 0);
  return { latencies, errors, sent };
}

/** The p-th percentile of sorted values. */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
