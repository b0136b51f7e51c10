/**
 * Totals are exact up to TOTAL_CAP, then "10,000+": in the service's page, in
 * GraphQL's `totalIsExact` and in REST's `X-Total-Count`, on a real PostgreSQL.
 */
import request from 'supertest';
import { createTestApp, type TestApp } from '../test/harness';
import { TOTAL_CAP } from './page';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
  // TOTAL_CAP + 1 rows hold "Sender" and "bulk"; the first 100 also "rare" and "alpha".
  await t.ds.query(
    `INSERT INTO contact_messages (name, contact_number, email, subject, message, created_at)
     SELECT 'Sender ' || i, '01711000000', 'sender' || i || '@example.com',
            CASE WHEN i <= 100 THEN 'rare alpha' ELSE 'bulk' END || ' ' || i,
            'Hello', timestamptz '2026-01-10 00:00:00+00' - i * interval '1 minute'
       FROM generate_series(1, $1) AS i`,
    [TOTAL_CAP + 1],
  );
  // Exactly TOTAL_CAP reservations: a whole table at the cap is still exact.
  await t.ds.query(
    `INSERT INTO reservations (passenger_name, mobile, email, departure_location,
                               destination_location, journey_date, number_of_passengers)
     SELECT 'Rider ' || i, '01711000000', 'rider' || i || '@example.com', 'Dhaka', 'Sylhet',
            date '2026-02-01', 1
       FROM generate_series(1, $1) AS i`,
    [TOTAL_CAP],
  );
  await t.analyze();
}, 120000);
afterAll(() => t.close());

const messages = (search?: string, page = 1) => t.services.messages.list({ search, page });

describe('a total counted up to the cap', () => {
  it('is exact at or below the cap', async () => {
    expect(await messages('rare')).toMatchObject({ total: 100, totalIsExact: true });
    expect(await messages('rare alpha')).toMatchObject({ total: 100, totalIsExact: true });
    expect(await messages('bulk')).toMatchObject({ total: TOTAL_CAP - 99, totalIsExact: true });
    // A word and a number prefix beginning several words: 1, 10–19, 100–199, 1000–1999, 10000s.
    expect(await messages('Sender 1')).toMatchObject({ total: 1113, totalIsExact: true });
    // Counted from the rarer word ("bulk", one word) checked for the other, which begins many
    // (sender, sender1, sender2…): exact under the cap.
    expect(await messages('sender bulk')).toMatchObject({
      total: TOTAL_CAP - 99,
      totalIsExact: true,
    });
    expect(await t.services.reservations.list({})).toMatchObject({
      total: TOTAL_CAP,
      totalIsExact: true,
    });
  });

  it('says "more than the cap" beyond it: a whole table, one word, two words', async () => {
    for (const search of [undefined, 'sender', 'sender example', 'sender s', 'example.com']) {
      const page = await messages(search);
      expect({ search, total: page.total, exact: page.totalIsExact }).toEqual({
        search,
        total: TOTAL_CAP,
        exact: false,
      });
      expect(page.items).toHaveLength(10);
    }
    // With a filter too, and on a page past the first.
    expect(
      await t.services.messages.list({ search: 'sender', status: 'NEW' } as never),
    ).toMatchObject({ total: TOTAL_CAP, totalIsExact: false });
    expect(await messages('sender', 400)).toMatchObject({ total: TOTAL_CAP, totalIsExact: false });
  });

  it('is in GraphQL as totalIsExact', async () => {
    const list = async (search: string) => {
      const res = await t.gql(
        `query($s: String) { contactMessages(search: $s) { total totalIsExact } }`,
        { s: search },
        t.adminToken(),
      );
      return res.body.data.contactMessages;
    };
    expect(await list('sender')).toEqual({ total: TOTAL_CAP, totalIsExact: false });
    expect(await list('alpha')).toEqual({ total: 100, totalIsExact: true });
  });

  it('is "10000+" in REST X-Total-Count, paged or not', async () => {
    const get = (url: string) =>
      request(t.app).get(url).set('authorization', `Bearer ${t.adminToken()}`).expect(200);
    expect((await get('/api/contactus')).headers['x-total-count']).toBe(`${TOTAL_CAP}+`);
    expect((await get('/api/contactus?page=2&pageSize=5')).headers['x-total-count']).toBe(
      `${TOTAL_CAP}+`,
    );
    expect((await get('/api/reservation?pageSize=5')).headers['x-total-count']).toBe(
      String(TOTAL_CAP),
    );
  });
});
