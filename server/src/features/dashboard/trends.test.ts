import { appPerFile } from '../../test/harness';
import { MESSAGE, REGISTRATION, reservationToday } from '../../test/inbox-fixtures';
import { todayInDhaka } from '../../validation';
import { TrendService } from './trends';

const t = appPerFile();

const TRENDS = `query($days: Int) { dashboardTrends(days: $days) { day messages reservations registrations } }`;

async function messageAt(at: string) {
  const m = await t.services.messages.create(MESSAGE);
  await t.ds.query('UPDATE contact_messages SET created_at = $1 WHERE id = $2', [at, m.id]);
}

describe('dashboardTrends', () => {
  it('counts per Dhaka day, oldest first, days without rows as 0', async () => {
    const trends = new TrendService(t.ds, { now: () => new Date('2026-11-24T12:00:00Z') });
    // 18:30 UTC on the 20th is 00:30 on the 21st in Dhaka (UTC+6); 17:59 UTC is still the 20th.
    await messageAt('2026-11-20T18:30:00Z');
    await messageAt('2026-11-20T17:59:00Z');
    await messageAt('2026-11-24T17:59:00Z'); // 23:59 on the 24th in Dhaka: today
    await messageAt('2026-11-24T18:00:00Z'); // tomorrow in Dhaka: not counted
    await messageAt('2026-11-19T17:59:00Z'); // the 19th: before the span
    const r = await t.services.reservations.create(reservationToday());
    await t.ds.query(`UPDATE reservations SET created_at = '2026-11-21T03:00:00Z' WHERE id = $1`, [
      r.id,
    ]);
    const g = await t.services.registrations.create(REGISTRATION);
    await t.ds.query(
      `UPDATE registration_requests SET created_at = '2026-11-23T12:00:00Z' WHERE id = $1`,
      [g.id],
    );
    expect(await trends.trends(5)).toEqual([
      { day: '2026-11-20', messages: 1, reservations: 0, registrations: 0 },
      { day: '2026-11-21', messages: 1, reservations: 1, registrations: 0 },
      { day: '2026-11-22', messages: 0, reservations: 0, registrations: 0 },
      { day: '2026-11-23', messages: 0, reservations: 0, registrations: 1 },
      { day: '2026-11-24', messages: 1, reservations: 0, registrations: 0 },
    ]);
    expect(await trends.trends(1)).toEqual([
      { day: '2026-11-24', messages: 1, reservations: 0, registrations: 0 },
    ]);
  });

  it('answers 30 days by default, ending today in Dhaka; refuses 0 and 1000 days; admins only', async () => {
    const res = await t.gql(TRENDS, {}, t.adminToken());
    const days = res.body.data.dashboardTrends;
    expect(days).toHaveLength(30);
    expect(days.at(-1).day).toBe(todayInDhaka());
    expect(
      (await t.gql(TRENDS, { days: 366 }, t.adminToken())).body.data.dashboardTrends,
    ).toHaveLength(366);
    for (const bad of [0, 1000, -3]) {
      const refused = await t.gql(TRENDS, { days: bad }, t.adminToken());
      expect(refused.body.errors[0].extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: [{ field: 'days', message: 'days must be a whole number from 1 to 366' }],
      });
    }
    const editor = await t.staffToken('editor1', 'editor');
    expect((await t.gql(TRENDS, {}, editor)).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('activity log days', () => {
  it('from/to are Dhaka days', async () => {
    // 18:30 UTC on the 20th: already the 21st in Dhaka. (The log is insert-only.)
    await t.ds.query(
      `INSERT INTO activity_entries (at, actor, action, entity, summary)
       VALUES ('2026-11-20T18:30:00Z', 'admin', 'status', 'ContactMessage', 'late')`,
    );
    const days = async (from: string, to: string) =>
      (
        await t.gql(
          `query($from: String, $to: String) { activity(from: $from, to: $to) { total } }`,
          { from, to },
          t.adminToken(),
        )
      ).body.data.activity.total;
    expect(await days('2026-11-21', '2026-11-21')).toBe(1);
    expect(await days('2026-11-20', '2026-11-20')).toBe(0);
  });
});
