import request from 'supertest';
import { appPerFile, ADMIN, ADMIN_ACTOR, pngImage } from '../../test/harness';
import { write } from '../../database/write';

const t = appPerFile();

const LIST = `query($actor: String, $entity: String, $from: String, $to: String) {
  activity(page: 1, pageSize: 50, actor: $actor, entity: $entity, from: $from, to: $to) {
    total items { actor action entity entityId summary at }
  }
}`;
const entries = async (vars: Record<string, unknown> = {}) => {
  const res = await t.gql(LIST, vars, t.adminToken());
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data.activity as { total: number; items: Record<string, unknown>[] };
};
const message = {
  name: 'Nusrat Jahan',
  contactNumber: '01712345678',
  email: 'nusrat@example.com',
  subject: 'Corporate account',
  message: 'Hello',
};

describe('activity log', () => {
  it('records sign-ins, content writes, status changes and deletes with the staff name, newest first', async () => {
    await request(t.app).post('/api/auth/login').send(ADMIN).expect(200);
    const editor = await t.staffToken('rina', 'editor');
    const png = await pngImage();
    const created = await request(t.app)
      .post('/api/news')
      .set('authorization', `Bearer ${editor}`)
      .field('newstitle', 'Rides in Sylhet')
      .field('description', 'Now')
      .field('date', '2026-03-01')
      .attach('image', png, 'a.png')
      .expect(201);
    const m = await t.services.messages.create(message); // a visitor: not a staff write
    await t.services.messages.setStatus(m.id, 'IN_PROGRESS', 'Called back', ADMIN_ACTOR);
    await request(t.app)
      .delete(`/api/news/${created.body.id}`)
      .set('authorization', `Bearer ${t.adminToken()}`)
      .expect(204);

    const log = await entries();
    expect(log.items.map((e) => [e.actor, e.action, e.entity])).toEqual([
      ['admin', 'delete', 'News'],
      ['admin', 'status', 'ContactMessage'],
      ['rina', 'create', 'News'],
      ['admin', 'create', 'User'],
      ['admin', 'login', 'User'],
    ]);
    expect(log.items[1].summary).toBe(
      'Contact message 1 (Nusrat Jahan: Corporate account): NEW → IN_PROGRESS — Called back',
    );
    expect((await entries({ actor: 'RINA' })).total).toBe(1);
    expect((await entries({ entity: 'News' })).total).toBe(2);
    // The filter's days are Dhaka's (UTC+6): from 18:00 UTC on, Dhaka is a day ahead of UTC.
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
    expect((await entries({ from: today, to: today })).total).toBe(5);
    expect((await entries({ to: '2020-01-01' })).total).toBe(0);
  });

  it('keeps no entry without its write and no write without its entry', async () => {
    const deps = () => ({ db: t.ds, bus: t.services.bus, jobs: t.services.jobs });
    await expect(
      write(deps(), ADMIN_ACTOR, async (m, { log }) => {
        await log({ action: 'create', entity: 'FareRate', summary: 'doomed' });
        await m.query(
          `INSERT INTO fare_rates (from_place, to_place, fare_rate) VALUES ('A', 'B', -1)`,
        );
      }),
    ).rejects.toThrow();
    await expect(
      write(deps(), ADMIN_ACTOR, async (m) => {
        await m.query(
          `INSERT INTO fare_rates (from_place, to_place, fare_rate) VALUES ('A', 'B', 1)`,
        );
      }),
    ).rejects.toThrow('recorded no activity entry');
    expect(await t.services.fareRates.count()).toBe(0);
    expect((await entries()).total).toBe(0);
  });

  it('cannot be edited or deleted, even by hand', async () => {
    await t.services.fareRates.create({ from: 'A', to: 'B', fareRate: 1 }, ADMIN_ACTOR);
    await expect(t.ds.query(`DELETE FROM activity_entries`)).rejects.toThrow(/never edited/);
    await expect(t.ds.query(`UPDATE activity_entries SET actor = 'x'`)).rejects.toThrow(
      /never edited/,
    );
  });

  it('refuses bad filters clearly', async () => {
    const res = await t.gql(LIST, { from: '2026-02-30' }, t.adminToken());
    expect(res.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'from', message: 'from must be a date written YYYY-MM-DD' }],
    });
    const order = await t.gql(LIST, { from: '2026-03-02', to: '2026-03-01' }, t.adminToken());
    expect(order.body.errors[0].message).toBe('to must be on or after from');
  });
});
