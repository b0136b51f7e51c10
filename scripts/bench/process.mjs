// Child processes for the benchmarks. TODO: use scripts/lib/processes.cjs once it is on main.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** `node <args>` with extra env, stdout and stderr appended to logFile. */
export function spawnProcess(args, env, logFile) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  child.logFile = logFile;
  return child;
}

/** SIGTERM, then SIGKILL after 10 s; resolves when it has exited. */
export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await child.exited;
  clearTimeout(timer);
}

/** Polls url until it answers 2xx (a POST of `query` when given); fails if the child exits. */
export async function waitFor(url, child, { method = 'GET', query } = {}, timeoutMs = 90_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (child.exitCode !== null) {
      throw new Error(`${url}: the process exited:\n${fs.readFileSync(child.logFile, 'utf8')}`);
    }
    try {
      const res = await fetch(url, {
        method,
        headers: { 'content-type': 'application/json' },
        body: query ? JSON.stringify({ query }) : undefined,
      });
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url}: no answer within ${timeoutMs} ms`);
}
