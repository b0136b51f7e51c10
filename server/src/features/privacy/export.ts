import archiver from 'archiver';
import { stringify } from 'csv-stringify/sync';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { DataSource } from 'typeorm';
import { neutralise } from '../../lists/csv';
import type { FileStorage } from '../../storage';

type Row = Record<string, unknown>;

/** The rows as a CSV (UTF-8 with a BOM, so Excel shows Bangla; cells never read as formulas). */
function csv(rows: Row[]): string {
  if (!rows.length) return '\ufeff';
  const headers = Object.keys(rows[0]);
  return `\ufeff${stringify([headers, ...rows.map((r) => headers.map((h) => neutralise(r[h])))])}`;
}

/** A file name safe inside a zip on every system. */
const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._-]+/gu, '_').slice(0, 100) || 'file';

/**
 * Everything held under `email` as one zip in the private area: data.json
 * (each message with its replies, each booking with its document's details, each registration),
 * one CSV per table, and the booking documents themselves. The zip is written to a temporary
 * file and each document is streamed into it, so no export is held in memory whole. Returns the
 * stored object's name.
 */
export async function buildExport(
  db: DataSource,
  storage: FileStorage,
  email: string,
): Promise<string> {
  const address = email.trim().toLowerCase();
  const select = (sql: string, params: unknown[] = [address]) =>
    db.query(sql, params) as Promise<Row[]>;
  const messages = await select(
    `SELECT id, reference, locale, name, contact_number, email, subject, message, status,
            visitor_note, created_at, privacy_notice_version, consented_at
       FROM contact_messages WHERE lower(email) = $1 ORDER BY id`,
  );
  const replies = await select(
    `SELECT message_id, body, status, created_at FROM contact_replies
      WHERE message_id = ANY($1) ORDER BY id`,
    [messages.map((m) => m.id)],
  );
  const reservations = await select(
    `SELECT r.id, r.reference, r.locale, r.kind, r.departure_location, r.destination_location,
            r.passenger_name, r.email, r.mobile, r.number_of_passengers, r.journey_date, r.status,
            r.visitor_note, r.created_at, r.privacy_notice_version, r.consented_at,
            d.file_name AS document_name, d.mime_type AS document_type, d.stored_name
       FROM reservations r LEFT JOIN booking_documents d ON d.id = r.booking_document_id
      WHERE lower(r.email) = $1 ORDER BY r.id`,
  );
  const registrations = await select(
    `SELECT id, reference, locale, kind, name, country_code, phone, email, city, details, status,
            visitor_note, created_at, privacy_notice_version, consented_at
       FROM registration_requests WHERE lower(email) = $1 ORDER BY id`,
  );

  const documents = reservations
    .filter((r) => r.stored_name)
    .map((r) => ({
      stored: String(r.stored_name),
      inZip: `documents/${r.id}-${safeName(String(r.document_name))}`,
      reservation: r,
    }));
  for (const doc of documents) {
    delete doc.reservation.stored_name;
    doc.reservation.document_file = doc.inZip;
  }
  const data = {
    email,
    exportedAt: new Date().toISOString(),
    messages: messages.map((m) => ({
      ...m,
      replies: replies.filter((r) => r.message_id === m.id),
    })),
    reservations,
    registrations,
  };

  const tmp = path.join(os.tmpdir(), `drw-export-${randomUUID()}.zip`);
  try {
    const out = fs.createWriteStream(tmp, { mode: 0o600 });
    const zip = archiver('zip', { zlib: { level: 6 } });
    const failed = new Promise<never>((_, reject) => zip.on('error', reject));
    zip.pipe(out);
    zip.append(JSON.stringify(data, null, 2), { name: 'data.json' });
    zip.append(csv(messages), { name: 'messages.csv' });
    zip.append(csv(replies), { name: 'replies.csv' });
    zip.append(csv(reservations), { name: 'reservations.csv' });
    zip.append(csv(registrations), { name: 'registrations.csv' });
    for (const doc of documents) {
      const body = await storage.store.read('private', doc.stored);
      if (body) zip.append(body, { name: doc.inZip });
    }
    await Promise.race([zip.finalize(), failed]);
    await finished(out);
    const name = `${randomUUID()}.zip`;
    await storage.store.putFile('private', name, tmp, 'application/zip');
    return name;
  } finally {
    await fsp.rm(tmp, { force: true });
  }
}
