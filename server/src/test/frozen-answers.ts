/**
 * What the answers tests share (features/<name>/<name>.answers.test.ts): each compares what a
 * declared record's REST shim, CSV export and data export give now with what the hand-kept lists
 * gave before the declaration (frozen in the test).
 */
import request from 'supertest';
import type { Readable } from 'node:stream';
import type { TestApp } from './harness';

/** The stream's bytes as text, its BOM kept (stream/consumers' text() drops it). */
export async function streamText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** `POST /api/export/<path>.csv` as an admin, and the CSV the frozen columns make. */
export async function csvNowAndBefore(t: TestApp, path: string, frozen: Promise<Readable>) {
  const res = await request(t.app)
    .post(`/api/export/${path}.csv`)
    .set({ authorization: `Bearer ${t.adminToken()}` })
    .send({});
  return { status: res.status, now: res.text, before: await streamText(await frozen) };
}

/** A data request's rows for `email`: by today's export query and by the frozen one. */
export async function exportRowsNowAndBefore(
  t: TestApp,
  now: string,
  frozen: string,
  email: string,
) {
  const args = [email, 0, 100];
  return { now: await t.ds.query(now, args), before: await t.ds.query(frozen, args) };
}
