// The benchmark's peers (PostGraphile, the raw baseline): started like the app, with their output
// in a log file; the app itself starts through scripts/lib/processes.cjs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/** `node <args>` with extra env, stdout and stderr appended to logFile. */
export function spawnLogged(args, env, logFile) {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  child.logFile = logFile;
  return child;
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
