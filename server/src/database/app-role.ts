import type { DataSource } from 'typeorm';

/** The role a postgres:// URL connects as. */
export function roleOf(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

/**
 * Least privilege: what the role that serves requests may do, granted by the
 * owner that runs the migrations. It reads and writes the rows of every table (ours and pg-boss's)
 * and uses the sequences and functions, owns nothing, and may only add to the activity log: an
 * entry changes only through `drw_redact_activity`, which runs as its owner (SECURITY DEFINER) and
 * which the app may not call: an erasure's delete does, through a trigger.
 * What the owner makes later — the next migration's tables, pg-boss's schema on a first start and
 * a table per new queue — gets the same grants (the owner's default privileges). Run at every
 * start, under the start-up lock: concurrent GRANTs on one object fail.
 */
export async function grantAppRole(owner: DataSource, role: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw new Error(`not a role name: ${role}`);
  const r = `"${role}"`;
  const [{ pgboss }] = await owner.query<{ pgboss: boolean }[]>(
    `SELECT to_regnamespace('pgboss') IS NOT NULL AS pgboss`,
  );
  for (const schema of pgboss ? ['public', 'pgboss'] : ['public']) {
    await owner.query(`GRANT USAGE ON SCHEMA ${schema} TO ${r}`);
    await owner.query(
      `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${r}`,
    );
    await owner.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${r}`);
    await owner.query(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${schema} TO ${r}`);
  }
  // Without IN SCHEMA: also for the schema pg-boss makes on its first start, after this ran.
  await owner.query(`ALTER DEFAULT PRIVILEGES GRANT USAGE ON SCHEMAS TO ${r}`);
  await owner.query(
    `ALTER DEFAULT PRIVILEGES GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${r}`,
  );
  await owner.query(`ALTER DEFAULT PRIVILEGES GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${r}`);
  await owner.query(`REVOKE UPDATE, DELETE, TRUNCATE ON activity_entries FROM ${r}`);
  // The function that rewrites the log is the owner's, called only by an erasure's delete
  // (migration 1765200000100): the grant on every function above must not reach it.
  await owner.query(
    `REVOKE EXECUTE ON FUNCTION drw_redact_activity(TEXT, INTEGER[], TEXT[]) FROM ${r}`,
  );
}

/**
 * Why the role `ds` serves as is more than it should be (a superuser, or the owner of tables),
 * or null: a one-role deployment still works, and start-up says so loudly.
 */
export async function tooPrivileged(ds: DataSource): Promise<string | null> {
  const [me] = await ds.query<{ role: string; superuser: boolean; owned: number }[]>(
    `SELECT current_user AS role, r.rolsuper AS superuser,
            (SELECT count(*)::int FROM pg_class c WHERE c.relowner = r.oid
                AND c.relnamespace = 'public'::regnamespace) AS owned
       FROM pg_roles r WHERE r.rolname = current_user`,
  );
  if (!me.superuser && !me.owned) return null;
  return (
    `the app serves requests as ${me.role}, ${me.superuser ? 'a superuser' : 'the owner of the tables'}: ` +
    'any SQL it runs could alter the activity log. Give DATABASE_URL a role that owns nothing and ' +
    'set MIGRATION_DATABASE_URL to the owner (docs/operations.md, the two database roles).'
  );
}
