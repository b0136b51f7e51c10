import type { DataSource } from 'typeorm';

/**
 * Least privilege: what the role that serves requests may do, granted by the
 * owner that runs the migrations. It reads and writes the rows of every table and uses the
 * sequences and functions, owns nothing, and may only add to the activity log: an entry changes
 * only through `drw_redact_activity`, which runs as its owner (SECURITY DEFINER). Tables made by
 * later migrations get the same grants (default privileges of the owner).
 */
export async function grantAppRole(owner: DataSource, role: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw new Error(`not a role name: ${role}`);
  const r = `"${role}"`;
  await owner.query(`GRANT USAGE ON SCHEMA public TO ${r}`);
  await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${r}`);
  await owner.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${r}`);
  await owner.query(`GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${r}`);
  await owner.query(
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${r}`,
  );
  await owner.query(
    `ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO ${r}`,
  );
  await owner.query(`REVOKE UPDATE, DELETE, TRUNCATE ON activity_entries FROM ${r}`);
}
