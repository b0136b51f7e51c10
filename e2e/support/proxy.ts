import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import httpProxy from 'http-proxy';
import { freePort, ROOT } from './app-process';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface Proxy {
  kind: 'nginx' | 'http-proxy';
  port: number;
  output: () => string;
  stop(): Promise<void>;
}

/**
 * A round-robin reverse proxy in front of `upstreams` (ports on 127.0.0.1): Debian's nginx
 * running the repository's deploy/nginx.conf, with only the listen ports and the replica list
 * (upstream-servers.conf beside it) rendered for this run. With `tls` (a directory holding
 * tls.crt and tls.key, as scripts/dev-cert writes them) it serves HTTPS on `port` and redirects
 * from `httpPort`, as in compose; without, the HTTPS server's TLS lines are left out and it
 * serves plain HTTP on `port`. Without nginx, a small http-proxy stands in (plain HTTP only) —
 * and says so loudly, since then deploy/nginx.conf itself went untested.
 */
export async function startProxy(
  upstreams: number[],
  opts: { tls?: string } = {},
): Promise<Proxy & { httpPort: number }> {
  const port = await freePort();
  const httpPort = await freePort();
  if (!fs.existsSync(NGINX)) {
    if (opts.tls) throw new Error(`nginx is needed at ${NGINX} for the TLS test`);
    return { ...(await startFallback(port, upstreams)), httpPort: port };
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'drw-nginx-'));
  fs.chmodSync(dir, 0o755);
  let conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
  const https = /^(\s*)listen 443 ssl;$/m;
  const http = /^(\s*)listen 80;$/m;
  if (!https.test(conf) || !http.test(conf))
    throw new Error('deploy/nginx.conf no longer has its `listen 80;` and `listen 443 ssl;` lines');
  conf = conf.replace(http, `$1listen 127.0.0.1:${httpPort};`);
  if (opts.tls) {
    fs.cpSync(opts.tls, path.join(dir, 'certs'), { recursive: true });
    conf = conf.replace(https, `$1listen 127.0.0.1:${port} ssl;`);
  } else {
    conf = conf.replace(https, `$1listen 127.0.0.1:${port};`).replace(/^\s*ssl_.*;\n/gm, '');
  }
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  // The options of deploy/upstream-servers.conf, for these replicas' addresses.
  const options = /^server app:4000 (.*);$/m.exec(
    fs.readFileSync(path.join(ROOT, 'deploy/upstream-servers.conf'), 'utf8'),
  )?.[1];
  if (!options) throw new Error('deploy/upstream-servers.conf no longer has its `server` line');
  fs.writeFileSync(
    path.join(dir, 'upstream-servers.conf'),
    upstreams.map((p) => `server 127.0.0.1:${p} ${options};\n`).join(''),
  );
  const chunks: string[] = [];
  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => chunks.push(String(d)));
  child.stderr!.on('data', (d) => chunks.push(String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const proxy = {
    kind: 'nginx' as const,
    port,
    httpPort,
    output: () => chunks.join(''),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  // With TLS, nginx's redirect on the plain port says that it listens (both servers are one process).
  await waitForProxy(proxy, child, opts.tls ? httpPort : port);
  return proxy;
}

async function waitForProxy(proxy: Proxy, child?: ChildProcess, port = proxy.port) {
  const timeoutMs = 20000;
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`nginx exited:\n${proxy.output()}`);
    try {
      // Any answer from behind it (not nginx's own 502) means it listens and reaches upstream.
      const res = await fetch(`http://127.0.0.1:${port}/healthz`, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the proxy did not answer in ${timeoutMs} ms:\n${proxy.output()}`);
}

async function startFallback(port: number, upstreams: number[]): Promise<Proxy> {
  const line = `!!! nginx NOT FOUND at ${NGINX}: using a small http-proxy instead, so deploy/nginx.conf is NOT tested. Install it with \`apt-get install -y nginx\`. !!!`;
  console.warn(`\n${'!'.repeat(line.length)}\n${line}\n${'!'.repeat(line.length)}\n`);
  const proxy = httpProxy.createProxyServer({ xfwd: true });
  let next = 0;
  const server = http.createServer((req, res) => {
    // Round robin; an idempotent request that fails on one upstream (refused, reset) is tried on
    // the next, as nginx's `proxy_next_upstream error` does.
    const first = next++;
    const attempt = (tries: number) => {
      const target = `http://127.0.0.1:${upstreams[(first + tries - 1) % upstreams.length]}`;
      proxy.web(req, res, { target }, () => {
        const idempotent = ['GET', 'HEAD'].includes(req.method ?? '');
        if (idempotent && tries < upstreams.length && !res.headersSent) attempt(tries + 1);
        else if (!res.headersSent) res.writeHead(502).end();
      });
    };
    attempt(1);
  });
  server.on('upgrade', (req, socket, head) => {
    const target = `http://127.0.0.1:${upstreams[next++ % upstreams.length]}`;
    proxy.ws(req, socket, head, { target }, () => socket.destroy());
  });
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  return {
    kind: 'http-proxy',
    port,
    output: () => '',
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}
