/**
 * What the answers tests share (features/<name>/<name>.answers.test.ts): each compares what a
 * declared record's REST shim, CSV export and data export give now with what the hand-kept lists
 * gave before the declaration (frozen in the test).
 */
import request from 'supertest';
import type { Readable } from 'node:stream';
import type { Feature } from '../feature';
import { appPerFile, createTestApp, type TestApp } from './harness';

/**
 * An answers test's app: emptied once and given a feature's demo seed (`seed`) for the whole
 * file; its tests read those rows, and what one adds the next may count.
 */
export const seededAppPerFile = (seed: NonNullable<Feature['seed']>) =>
  appPerFile(
    async () => {
      const t = await createTestApp();
      await t.reset();
      await seed(t.services, t.services.log);
      return t;
    },
    { resetEach: false },
  );

/** The stream's bytes as text, its BOM kept (stream/consumers' text() drops it). */
async function streamText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * `POST /api/export/<path>.csv` as an admin answers, byte for byte, the CSV the frozen columns
 * make (`frozen`: the service's exportCsv with them).
 */
export function itExportsCsvAsBefore(t: TestApp, path: string, frozen: () => Promise<Readable>) {
  it('exports the CSV as before, byte for byte', async () => {
    const res = await request(t.app)
      .post(`/api/export/${path}.csv`)
      .set({ authorization: `Bearer ${t.adminToken()}` })
      .send({});
    expect(res.status).toBe(200);
    expect(res.text).toBe(await streamText(await frozen()));
  });
}

/**
 * A data request for `email` gets the same `rows` rows by today's export query (`now`, read once
 * the app is up: it follows the app's declared records) as by the frozen one.
 */
export function itGivesDataRequestRowsAsBefore(
  t: TestApp,
  queries: { now: () => string; frozen: string },
  email: string,
  rows: number,
) {
  it('gives a data request the rows it gave before', async () => {
    const args = [email, 0, 100];
    const now = await t.ds.query(queries.now(), args);
    expect(now).toHaveLength(rows);
    expect(JSON.stringify(now)).toBe(JSON.stringify(await t.ds.query(queries.frozen, args)));
  });
}
