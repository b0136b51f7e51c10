// PostGraphile 5 (Grafast), the PostGraphile a user would pick today, beside PostGraphile 4 in
// `npm run bench:api`. It needs Node ≥ 22, so it is not a dependency of the project (npm on
// Node 20 would resolve something else, or fail): on Node ≥ 22 the benchmark installs this pinned
// version once into a folder under the system temp folder and runs its CLI with the Amber preset.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const VERSION = '5.1.5';
const dir = path.join(os.tmpdir(), `drw-postgraphile-${VERSION}`);
const cli = path.join(dir, 'node_modules', 'postgraphile', 'dist', 'cli-run.js');

/** True on the Node versions PostGraphile 5 runs on. */
export const postGraphile5Runs = () => Number(process.versions.node.split('.')[0]) >= 22;

/** Installs PostGraphile 5 (once) and starts it on `port`; answers the child process. */
export function startPostGraphile5(dbUrl, port, logFile) {
  if (!fs.existsSync(cli)) {
    console.log(`installing postgraphile@${VERSION} into ${dir} (once)`);
    fs.mkdirSync(dir, { recursive: true });
    execFileSync(
      'npm',
      ['install', '--prefix', dir, '--no-audit', '--no-fund', `postgraphile@${VERSION}`],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  const out = fs.openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    [
      cli,
      ...['-P', 'postgraphile/presets/amber', '-c', dbUrl, '-s', 'public'],
      ...['-p', String(port), '-n', '127.0.0.1'],
    ],
    // The preset is resolved from the working folder; production mode, as a user would deploy it.
    { cwd: dir, env: { ...process.env, GRAPHILE_ENV: 'production' }, stdio: ['ignore', out, out] },
  );
  fs.closeSync(out);
  child.logFile = logFile;
  return child;
}
