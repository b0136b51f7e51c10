// `npm start`: builds the server and the client when their output is missing or older than
// their sources, then runs the server (which serves the built client) in this process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(entries) {
  let latest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules') walk(path.join(p, name));
    } else latest = Math.max(latest, st.mtimeMs);
  };
  entries.forEach((e) => walk(path.join(root, e)));
  return latest;
}

function buildIfStale(name, output, sources) {
  const out = path.join(root, output);
  const stale = !fs.existsSync(out) || fs.statSync(out).mtimeMs < newest(sources);
  if (!stale) return;
  console.log(`Building the ${name}…`);
  const res = spawnSync('npm', ['run', 'build', '-w', name], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) {
    console.error(`Building the ${name} failed.`);
    process.exit(res.status ?? 1);
  }
  fs.utimesSync(out, new Date(), new Date());
}

buildIfStale('server', 'server/dist/main.js', [
  'server/src',
  'server/tsconfig.json',
  'server/tsconfig.build.json',
]);
buildIfStale('client', 'client/dist-ssr/entry-server.cjs', [
  'client/src',
  'client/index.html',
  'client/public',
  'client/vite.config.ts',
]);

createRequire(import.meta.url)(path.join(root, 'server/dist/main.js')).main();
