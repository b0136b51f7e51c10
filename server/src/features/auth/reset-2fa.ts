/**
 * `npm run reset-2fa -- <username>`: an operator on the server turns two-step sign-in off for
 * an account whose owner lost both phone and recovery codes (or lifts the lock on it), when no
 * other admin can sign in to do it. It ends the account's sessions, lifts its sign-in lock and
 * records it in the activity log as done by "system". Needs DATABASE_URL (the app's database).
 */
import 'reflect-metadata';
import { Pool } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource } from '../../database/data-source';
import { allEntities } from '..';
import { recordActivity, SYSTEM_ACTOR } from '../../records/activity-log';
import { LoginThrottle } from '../../limits';
import { endSessionsOf } from './sessions';
import { TwoFactor } from './two-factor';
import { accountFact } from './account-activity';

/** Turns `username`'s two-step sign-in off: its name as stored, or null when there is none. */
export async function resetTwoFactor(
  ds: DataSource,
  pool: Pool,
  username: string,
): Promise<string | null> {
  const found = await ds.transaction(async (m) => {
    const [user] = (await m.query(
      'SELECT id, username FROM users WHERE LOWER(username) = LOWER($1) FOR UPDATE',
      [username],
    )) as { id: number; username: string }[];
    if (!user) return null;
    // Sealing is not needed to turn it off: the key is not used.
    await new TwoFactor(ds, '').disable(m, user.id);
    await endSessionsOf(m, user.id);
    await recordActivity(
      m,
      SYSTEM_ACTOR,
      accountFact(
        user.id,
        '2fa-off',
        `Two-step sign-in of ${user.username} reset from the server's command line`,
      ),
    );
    return user.username;
  });
  if (found) await new LoginThrottle(pool, 1, 1, 1).unlock(found);
  return found;
}

async function main(username: string | undefined, url: string | undefined) {
  if (!username || !url) {
    process.stderr.write('usage: DATABASE_URL=postgres://… npm run reset-2fa -- <username>\n');
    return 2;
  }
  const ds = createDataSource(url, allEntities());
  await ds.initialize();
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    const found = await resetTwoFactor(ds, pool, username);
    if (!found) {
      process.stderr.write(`No staff account is named "${username}".\n`);
      return 1;
    }
    process.stdout.write(
      `Two-step sign-in is off for ${found}, its sessions ended and its sign-in unlocked.\n` +
        'They sign in with their password now, and can set it up again from My account.\n',
    );
    return 0;
  } finally {
    await pool.end();
    await ds.destroy();
  }
}

if (require.main === module) {
  main(process.argv[2], process.env.DATABASE_URL).then(
    (code) => (process.exitCode = code),
    (err: unknown) => {
      process.stderr.write(`reset-2fa failed: ${String(err)}\n`);
      process.exitCode = 1;
    },
  );
}
