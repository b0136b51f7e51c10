import type { EntityManager } from 'typeorm';
import type { Storage } from '../storage';

/** What the erase needs of a connection: a query answering its rows (a transaction's manager, or
 * the restore's client). */
export type Queryable = Pick<EntityManager, 'query'>;

/**
 * What an erase deletes: rows by id, the booking documents' files, and the
 * personal values (`secrets`: e-mail addresses, phone numbers) the activity log quoted. A data
 * request and the retention job both build one and hand it to `eraseRows`.
 */
export interface ErasePlan {
  messages: number[];
  reservations: number[];
  registrations: number[];
  /** Booking documents: their rows and their files in the private area. */
  documents: { id: number; storedName: string }[];
  /** Other private files of the person: the export zips made for their earlier requests. */
  files: string[];
  /** Their data requests (whose jobs go with the erasure). */
  dataRequests: number[];
  secrets: string[];
}

export const emptyPlan = (): ErasePlan => ({
  messages: [],
  reservations: [],
  registrations: [],
  documents: [],
  files: [],
  dataRequests: [],
  secrets: [],
});

export const planSize = (p: ErasePlan) =>
  p.messages.length + p.reservations.length + p.registrations.length + p.documents.length;

/**
 * Every row that carries this e-mail address (in any letter case), with its files and phones, and
 * the address's data requests with the export zips made for them.
 */
export async function planForEmail(m: Queryable, email: string): Promise<ErasePlan> {
  const address = email.trim().toLowerCase();
  const ids = async (sql: string) =>
    ((await m.query(sql, [address])) as { id: number }[]).map((r) => r.id);
  const messages = await ids(`SELECT id FROM contact_messages WHERE lower(email) = $1`);
  const reservations = await ids(`SELECT id FROM reservations WHERE lower(email) = $1`);
  const registrations = await ids(`SELECT id FROM registration_requests WHERE lower(email) = $1`);
  const requests: { id: number; export_name: string | null }[] = await m.query(
    `SELECT id, export_name FROM data_requests WHERE lower(email) = $1`,
    [address],
  );
  return completePlan(m, {
    ...emptyPlan(),
    messages,
    reservations,
    registrations,
    files: requests.flatMap((r) => (r.export_name ? [r.export_name] : [])),
    dataRequests: requests.map((r) => r.id),
    secrets: [email],
  });
}

/** Adds the plan's reservations' documents and every phone number and address its rows carry. */
export async function completePlan(m: Queryable, plan: ErasePlan): Promise<ErasePlan> {
  const docs: { id: number; stored_name: string }[] = await m.query(
    `SELECT d.id, d.stored_name FROM booking_documents d
       JOIN reservations r ON r.booking_document_id = d.id WHERE r.id = ANY($1)`,
    [plan.reservations],
  );
  const known = new Set(plan.documents.map((d) => d.id));
  const documents = [
    ...plan.documents,
    ...docs.filter((d) => !known.has(d.id)).map((d) => ({ id: d.id, storedName: d.stored_name })),
  ];
  const values: { v: string | null }[] = await m.query(
    `SELECT unnest(ARRAY[email, contact_number]) AS v FROM contact_messages WHERE id = ANY($1)
     UNION SELECT unnest(ARRAY[email, mobile]) FROM reservations WHERE id = ANY($2)
     UNION SELECT unnest(ARRAY[email, phone, country_code || ' ' || phone])
       FROM registration_requests WHERE id = ANY($3)`,
    [plan.messages, plan.reservations, plan.registrations],
  );
  const secrets = new Set([...plan.secrets, ...values.map((r) => r.v ?? '').filter(Boolean)]);
  return { ...plan, documents, secrets: [...secrets] };
}

/**
 * Deletes what `plan` names inside the caller's transaction `m`: the queue's jobs about them, the
 * rows (their replies, status steps and search words go with them: foreign keys and triggers), the
 * activity log's personal values (the deletes' triggers call `drw_redact_activity`, the one change
 * that log allows and which the app may not call itself), the data requests' addresses, and the files. A file
 * that cannot be deleted throws, and the files deleted before it are put back, so the caller's
 * rollback leaves everything as it was.
 */
export async function eraseRows(m: Queryable, store: Storage, plan: ErasePlan): Promise<void> {
  const { messages, reservations, registrations, documents } = plan;
  await forgetJobs(m, plan);
  // The deletes redact the log as they go (the triggers of migration 1765200000100, as the
  // owner): entries about each deleted row, and every quote of the values it held.
  await m.query(`SELECT set_config('drw.erasing', 'on', true)`);
  await m.query(`DELETE FROM contact_messages WHERE id = ANY($1)`, [messages]);
  await m.query(`DELETE FROM reservations WHERE id = ANY($1)`, [reservations]);
  await m.query(`DELETE FROM booking_documents WHERE id = ANY($1)`, [documents.map((d) => d.id)]);
  await m.query(`DELETE FROM registration_requests WHERE id = ANY($1)`, [registrations]);
  // The person's data requests keep what staff did, not the address, nor their export links.
  await m.query(
    `UPDATE data_requests SET email = '[erased]', token_hash = NULL, export_name = NULL,
            export_token_hash = NULL
      WHERE id = ANY($1)`,
    [plan.dataRequests],
  );
  await m.query(`SELECT set_config('drw.erasing', 'off', true)`);
  await removeFiles(store, [...documents.map((d) => d.storedName), ...plan.files]);
}

/**
 * The queue's jobs about the erased (pg-boss keeps a job's data once done, and in its archive
 * for days after): the ones naming an erased row, reply or data request, and any whose data or
 * output quotes one of the secrets. Deleted, a waiting job never runs: no mail goes out.
 */
async function forgetJobs(m: Queryable, plan: ErasePlan): Promise<void> {
  const [{ queue }] = await m.query(`SELECT to_regclass('pgboss.archive') IS NOT NULL AS queue`);
  if (!queue) return;
  const replies: { id: number }[] = await m.query(
    `SELECT id FROM contact_replies WHERE message_id = ANY($1)`,
    [plan.messages],
  );
  const about = [
    ...plan.messages.map((id) => `MESSAGE:${id}`),
    ...plan.reservations.map((id) => `RESERVATION:${id}`),
    ...plan.registrations.map((id) => `REGISTRATION:${id}`),
  ];
  const text = (ids: number[]) => ids.map(String);
  for (const table of ['pgboss.job', 'pgboss.archive']) {
    await m.query(
      `DELETE FROM ${table} j
        WHERE (j.name IN ('staff-alert-mail', 'visitor-mail')
               AND (j.data->>'kind') || ':' || (j.data->>'id') = ANY($1))
           OR (j.name = 'reply-mail' AND j.data->>'replyId' = ANY($2))
           OR (j.name IN ('privacy-mail', 'privacy-export') AND j.data->>'id' = ANY($3))
           OR EXISTS (SELECT 1 FROM unnest($4::text[]) s WHERE length(s) >= 3
                  AND strpos(lower(coalesce(j.data::text, '') || coalesce(j.output::text, '')),
                             lower(s)) > 0)`,
      [about, text(replies.map((r) => r.id)), text(plan.dataRequests), plan.secrets],
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
