import { Client } from 'pg';
import type { Logger } from '../logger';
import { addressHash } from '../mail/confirmation-cap';
import { eraseRows, planForEmail, untrashEmail, type Queryable } from '../records/erase';
import { emailColumn, type PersonalRecord } from '../records/personal-data';
import type { Storage } from '../storage';

/**
 * The erasure ledger (PRODUCT.md §19): every fulfilled ERASE request leaves an entry — when, and
 * the keyed hash of the address (HMAC under PRIVACY_HASH_KEY), never the address — beside the
 * snapshots, in BACKUP_DIR or the backups bucket: the one place a restore reads, and one that a
 * restore never replaces (it is outside every snapshot). A restore re-applies the entries made
 * after its snapshot was taken, so an erased person does not come back with an older database.
 */
export const LEDGER = 'erasure-ledger';

export interface LedgerEntry {
  /** When the erasure was made (ISO 8601). */
  at: string;
  /** HMAC-SHA256 of the erased address, folded as mail/confirmation-cap.ts folds it. */
  hash: string;
}

/**
 * An erasure that was running while the snapshot began may have been committed after it: the
 * entries this long before the snapshot are re-applied too (an erase of what is not there
 * changes nothing).
 */
const IN_FLIGHT_MS = 10 * 60_000;

/**
 * Erases again, in the restored database and store, every address whose erasure the ledger
 * records after `since` (the snapshot's time): the same erase as the app's (records/erase.ts),
 * in one transaction. Answers how many addresses it erased.
 */
export async function reapplyErasures(o: {
  url: string;
  store: Storage;
  key: string;
  since: Date;
  entries: LedgerEntry[];
  /** The declared records holding personal data: where an address's rows are. */
  records: PersonalRecord[];
  log: Logger;
}): Promise<number> {
  const after = o.since.getTime() - IN_FLIGHT_MS;
  const wanted = new Set(o.entries.filter((e) => Date.parse(e.at) > after).map((e) => e.hash));
  if (wanted.size === 0) return 0;
  const client = new Client({ connectionString: o.url, application_name: 'drw-restore' });
  await client.connect();
  // The erase's queries through this client: each answers its rows, as TypeORM's do.
  const m: Queryable = {
    query: async <T>(sql: string, params?: unknown[]) =>
      (await client.query(sql, params)).rows as T,
  };
  try {
    await client.query('BEGIN');
    const held = o.records.flatMap((r) => [
      `SELECT ${emailColumn(r)} AS email FROM ${r.table}`,
      // A row in Trash is erased too (untrashEmail puts it back for the erase).
      `SELECT row->>'${emailColumn(r)}' AS email FROM trash WHERE table_name = '${r.table}'`,
    ]);
    const { rows } = await client.query<{ email: string }>(
      `SELECT DISTINCT lower(email) AS email FROM (
         ${[...held, 'SELECT email FROM data_requests'].join(' UNION ALL ')}
       ) a WHERE email IS NOT NULL AND email <> '[erased]'`,
    );
    const erased = rows.filter((r) => wanted.has(addressHash(o.key, r.email)));
    for (const { email } of erased) {
      await untrashEmail(m, o.records, email);
      await eraseRows(m, o.store, o.records, await planForEmail(m, o.records, email));
    }
    await client.query('COMMIT');
    o.log.info({ erasures: erased.length }, 'the erasure ledger re-applied');
    return erased.length;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end();
  }
}
