import type { EntityManager } from 'typeorm';
import type { Storage } from '../storage';
import { emailColumn, type PersonalRecord } from './personal-data';
import { untrashWhere } from './trash';

/** What the erase needs of a connection: a query answering its rows (a transaction's manager, or
 * the restore's client). */
export type Queryable = Pick<EntityManager, 'query'>;

/**
 * What an erase deletes: rows by id, by their record's sheet (`messages: [3, 9]`), the files
 * their rows carry (a booking's document: its row in its table and its file in the private
 * area), and the personal values (`secrets`: e-mail addresses, phone numbers) the activity log
 * and the queue's jobs quoted. A data request and the retention job both build one and hand it
 * to `eraseRows`; the records' declarations (`privacy`) say where each part is.
 */
export interface ErasePlan {
  rows: Record<string, number[]>;
  /** Stored files: their rows (in the declared `file.table`) and their files. */
  attached: { table: string; id: number; storedName: string }[];
  /** Other private files of the person: the export zips made for their earlier requests. */
  files: string[];
  /** Their data requests (whose jobs go with the erasure). */
  dataRequests: number[];
  secrets: string[];
}

export const emptyPlan = (): ErasePlan => ({
  rows: {},
  attached: [],
  files: [],
  dataRequests: [],
  secrets: [],
});

const rowsOf = (plan: ErasePlan, record: PersonalRecord) => plan.rows[record.privacy.sheet] ?? [];

export const planSize = (p: ErasePlan) =>
  Object.values(p.rows).reduce((n, ids) => n + ids.length, 0) + p.attached.length;

/**
 * Every row of the declared records that carries this e-mail address (in any letter case),
 * with its files and phones, and the address's data requests with the export zips made for them.
 */
export async function planForEmail(
  m: Queryable,
  records: PersonalRecord[],
  email: string,
): Promise<ErasePlan> {
  const address = email.trim().toLowerCase();
  const rows: Record<string, number[]> = {};
  for (const record of records) {
    const found: { id: number }[] = await m.query(
      `SELECT id FROM ${record.table} WHERE lower(${emailColumn(record)}) = $1`,
      [address],
    );
    rows[record.privacy.sheet] = found.map((r) => r.id);
  }
  const requests: { id: number; export_name: string | null }[] = await m.query(
    `SELECT id, export_name FROM data_requests WHERE lower(email) = $1`,
    [address],
  );
  return completePlan(m, records, {
    ...emptyPlan(),
    rows,
    files: requests.flatMap((r) => (r.export_name ? [r.export_name] : [])),
    dataRequests: requests.map((r) => r.id),
    secrets: [email],
  });
}

/**
 * Puts back, inside the erasure's transaction, the person's rows waiting in Trash, so that the
 * erase that follows (planForEmail, eraseRows) deletes them for good with the rest: an erasure
 * goes past Trash (PRODUCT.md §22).
 */
export async function untrashEmail(m: Queryable, records: PersonalRecord[], email: string) {
  for (const record of records) {
    await untrashWhere(m, record.table, `lower(t.${emailColumn(record)}) = $1`, [
      email.trim().toLowerCase(),
    ]);
  }
}

/** Adds the files the plan's rows carry and every phone number and address its rows hold. */
export async function completePlan(
  m: Queryable,
  records: PersonalRecord[],
  plan: ErasePlan,
): Promise<ErasePlan> {
  const attached = [...plan.attached];
  // The answers' files (a partner's documents) go with their rows, which the foreign key deletes.
  const files = [...plan.files];
  const values = new Set(plan.secrets);
  for (const record of records) {
    const ids = rowsOf(plan, record);
    const { file, quoted } = record.privacy;
    if (file) {
      const files: { id: number; stored_name: string }[] = await m.query(
        `SELECT f.id, f.stored_name FROM ${file.table} f
           JOIN ${record.table} t ON t.${file.key} = f.id WHERE t.id = ANY($1)`,
        [ids],
      );
      const known = new Set(attached.filter((a) => a.table === file.table).map((a) => a.id));
      for (const f of files.filter((f) => !known.has(f.id)))
        attached.push({ table: file.table, id: f.id, storedName: f.stored_name });
    }
    const quotes: { v: string | null }[] = await m.query(
      `SELECT DISTINCT unnest(ARRAY[${quoted.join(', ')}]) AS v FROM ${record.table} WHERE id = ANY($1)`,
      [ids],
    );
    for (const { v } of quotes) if (v) values.add(v);
    const answers = record.privacy.answers;
    if (answers?.file) {
      const carried: { name: string }[] = await m.query(
        `SELECT ${answers.file} AS name FROM ${answers.table} WHERE ${answers.key} = ANY($1)`,
        [ids],
      );
      files.push(...carried.map((c) => c.name));
    }
  }
  return { ...plan, attached, files, secrets: [...values] };
}

/**
 * Deletes what `plan` names inside the caller's transaction `m`: the queue's jobs about them, the
 * rows (their replies, status steps and search words go with them: foreign keys and triggers), the
 * activity log's personal values (the deletes' triggers call `drw_redact_activity`, the one change
 * that log allows and which the app may not call itself), the data requests' addresses, and the files. A file
 * that cannot be deleted throws, and the files deleted before it are put back, so the caller's
 * rollback leaves everything as it was.
 */
export async function eraseRows(
  m: Queryable,
  store: Storage,
  records: PersonalRecord[],
  plan: ErasePlan,
): Promise<void> {
  await forgetJobs(m, records, plan);
  // The deletes redact the log as they go (the triggers of migration 1765200000100, as the
  // owner): entries about each deleted row, and every quote of the values it held.
  await m.query(`SELECT set_config('drw.erasing', 'on', true)`);
  // The rows first, then the files they carried (the rows name them).
  for (const record of records)
    await m.query(`DELETE FROM ${record.table} WHERE id = ANY($1)`, [rowsOf(plan, record)]);
  for (const table of new Set(plan.attached.map((a) => a.table))) {
    const ids = plan.attached.filter((a) => a.table === table).map((a) => a.id);
    await m.query(`DELETE FROM ${table} WHERE id = ANY($1)`, [ids]);
  }
  // The person's data requests keep what staff did, not the address, nor their export links.
  await m.query(
    `UPDATE data_requests SET email = '[erased]', token_hash = NULL, export_name = NULL,
            export_token_hash = NULL
      WHERE id = ANY($1)`,
    [plan.dataRequests],
  );
  await m.query(`SELECT set_config('drw.erasing', 'off', true)`);
  await removeFiles(store, [...plan.attached.map((a) => a.storedName), ...plan.files]);
}

/**
 * The queue's jobs about the erased (pg-boss keeps a job's data once done, and in its archive
 * for days after): the ones naming an erased row (`{ kind, id }`), an answer to one (a reply's
 * mail) or a data request, and any whose data or output quotes one of the secrets. Deleted, a
 * waiting job never runs: no mail goes out.
 */
async function forgetJobs(m: Queryable, records: PersonalRecord[], plan: ErasePlan) {
  const [{ queue }] = await m.query(`SELECT to_regclass('pgboss.archive') IS NOT NULL AS queue`);
  if (!queue) return;
  const about = records.flatMap((r) => rowsOf(plan, r).map((id) => `${r.privacy.kind}:${id}`));
  // Each answer's mail job: its queue, the key of its id, the ids (as text, as in the job's data).
  const answerJobs: [string, string, string[]][] = [];
  for (const record of records) {
    const answers = record.privacy.answers;
    if (!answers) continue;
    const found: { id: number }[] = await m.query(
      `SELECT id FROM ${answers.table} WHERE ${answers.key} = ANY($1)`,
      [rowsOf(plan, record)],
    );
    answerJobs.push([answers.job.queue, answers.job.key, found.map((r) => String(r.id))]);
  }
  const answered = answerJobs.map(
    (_, i) => `OR (j.name = $${4 + 3 * i} AND j.data->>$${5 + 3 * i} = ANY($${6 + 3 * i}))`,
  );
  for (const table of ['pgboss.job', 'pgboss.archive']) {
    await m.query(
      `DELETE FROM ${table} j
        WHERE (j.name IN ('staff-alert-mail', 'visitor-mail')
               AND (j.data->>'kind') || ':' || (j.data->>'id') = ANY($1))
           ${answered.join('\n           ')}
           OR (j.name IN ('privacy-mail', 'privacy-export') AND j.data->>'id' = ANY($2))
           OR EXISTS (SELECT 1 FROM unnest($3::text[]) s WHERE length(s) >= 3
                  AND strpos(lower(coalesce(j.data::text, '') || coalesce(j.output::text, '')),
                             lower(s)) > 0)`,
      [about, plan.dataRequests.map(String), plan.secrets, ...answerJobs.flat()],
    );
  }
}

/** Removes private files all or none: what was removed is put back when one removal fails. */
async function removeFiles(store: Storage, names: string[]): Promise<void> {
  const removed: { name: string; bytes: Buffer; type: string }[] = [];
  try {
    for (const name of names) {
      const info = await store.stat('private', name);
      const stream = info && (await store.read('private', name));
      const bytes = stream ? Buffer.concat(await stream.toArray()) : null;
      await store.remove('private', name);
      if (info && bytes) removed.push({ name, bytes, type: info.contentType });
    }
  } catch (err) {
    for (const file of removed) await store.put('private', file.name, file.bytes, file.type);
    throw err;
  }
}
