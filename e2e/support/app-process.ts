import fs from 'node:fs';
import path from 'node:path';

export {
  ROOT,
  freePort,
  isAlive,
  spawnApp,
  startApp,
  stopPid,
  waitHealthy,
  type AppProcess,
} from '../../scripts/lib/processes.cjs';

/** The PostgreSQL postmaster pid recorded in the embedded data folder, if any. */
export function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!fs.existsSync(file)) return null;
  return Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
}
