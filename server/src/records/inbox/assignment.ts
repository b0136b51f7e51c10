import type { EntityManager } from 'typeorm';
import type { Workflow } from './workflow';

/**
 * Who receives a new request (PRODUCT.md §22): the on-duty colleague with the fewest open
 * requests. On duty means an active admin account (only admins work the inbox) whose owner
 * switched "On duty" on (`setOnDuty`); open means a status with a move left in its workflow
 * (a message NEW or IN_PROGRESS, not DONE). Ties go to the oldest account (lowest id), so the
 * choice is the same on every instance. Nobody on duty: the request stays unassigned.
 */

/** Each inbox's table and the statuses its requests end in, as its service was built. */
const inboxes = new Map<string, string[]>();

/** Called by each InboxRecordService: its requests count toward their owner's load. */
export function countsTowardLoad(table: string, workflow: Workflow<string>): void {
  const next = workflow.next as Record<string, readonly string[]>;
  inboxes.set(
    table,
    Object.keys(next).filter((status) => next[status].length === 0),
  );
}

/** A colleague's open requests over every inbox, as SQL over the account `u`; $n… the ends. */
function loadOf(first: number): { sql: string; params: string[][] } {
  const parts = [...inboxes.entries()].map(
    ([table], i) =>
      `(SELECT count(*) FROM ${table} r WHERE r.assignee_id = u.id AND r.status <> ALL($${first + i}))`,
  );
  return { sql: parts.join(' + ') || '0', params: [...inboxes.values()] };
}

/**
 * Gives the request `id` of `table` to the least-loaded on-duty colleague, in the receiving
 * transaction; answers the owner's id or null. A transaction-wide advisory lock makes requests
 * arriving together count each other, so two at once go to two colleagues.
 */
export async function autoAssign(
  m: EntityManager,
  table: string,
  id: number,
): Promise<number | null> {
  await m.query(`SELECT pg_advisory_xact_lock(hashtext('drw-round-robin'))`);
  const load = loadOf(1);
  const rows = await m.query<{ id: number }[]>(
    `SELECT u.id FROM users u
      WHERE u.on_duty AND u.active AND u.role = 'admin'
      ORDER BY ${load.sql}, u.id
      LIMIT 1`,
    load.params,
  );
  const owner = rows[0]?.id ?? null;
  if (owner !== null) {
    await m.query(`UPDATE ${table} SET assignee_id = $1 WHERE id = $2`, [owner, id]);
  }
  return owner;
}
