/**
 * The reply-by time kept on each request's row (reply-by.ts): set when a request comes, cleared
 * when it is answered, worked out again when the holiday calendar changes; the "Late" view reads
 * it, each row's clock says the working time left, and staff are alerted once per late request.
 */
import type { Deps } from '../../deps';
import { keepingRows, type TestApp } from '../../test/harness';
import { MESSAGE } from '../../test/inbox-fixtures';
import { workingMsBetween } from './deadline';
import { ReplyByKeeper } from './reply-by';

let t: TestApp;
beforeAll(async () => {
  t = await keepingRows('holidays');
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const dhaka = (wall: string) => new Date(`${wall}:00+06:00`);

const message = (subject: string) => t.services.messages.create({ ...MESSAGE, subject });

/** A message as if it came at `wall` on Dhaka's clock, its time worked out as at start. */
async function messageSentAt(wall: string, subject = 'Refund') {
  const m = await message(subject);
  await t.ds.query(`UPDATE contact_messages SET created_at = $1 WHERE id = $2`, [
    dhaka(wall),
    m.id,
  ]);
  await t.services.replyBy.recomputeOpen();
  return m;
}

const replyByOf = async (id: number): Promise<Date | null> =>
  (await t.ds.query(`SELECT reply_by FROM contact_messages WHERE id = $1`, [id]))[0].reply_by;

const LIST = `query($late: Boolean) {
  contactMessages(late: $late, pageSize: 10) {
    total items { id subject replyBy replyClock { minutesLeft tone } }
  }
}`;

describe('the reply-by time on the row', () => {
  it('is stored when a message comes, four working hours ahead', async () => {
    const m = await message('Just now');
    const stored = await replyByOf(m.id);
    expect(stored).toEqual(await t.services.serviceLevels.replyBy('MESSAGE', m.createdAt, 'NEW'));
  });

  it('the Friday evening before Eid is due on the Tuesday after: late, red, in the Late view', async () => {
    const late = await messageSentAt('2026-03-20T19:30', 'Charged twice');
    await message('Came just now');
    expect(await replyByOf(late.id)).toEqual(dhaka('2026-03-24T13:00'));
    const res = await t.gql(LIST, { late: true }, t.adminToken());
    expect(res.body.errors).toBeUndefined();
    const list = res.body.data.contactMessages;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: late.id, replyClock: { tone: 'late' } });
    expect(list.items[0].replyClock.minutesLeft).toBeLessThan(-60);
    const all = await t.gql(LIST, {}, t.adminToken());
    expect(all.body.data.contactMessages.total).toBe(2);
  });

  it('is cleared once answered: the request leaves the Late view and shows no clock', async () => {
    const m = await messageSentAt('2026-03-20T19:30');
    await t.services.messages.setStatus(m.id, 'IN_PROGRESS', null, { id: 1, username: 'admin' });
    expect(await replyByOf(m.id)).toBeNull();
    const res = await t.gql(LIST, { late: true }, t.adminToken());
    expect(res.body.data.contactMessages.total).toBe(0);
    const all = await t.gql(LIST, {}, t.adminToken());
    expect(all.body.data.contactMessages.items[0].replyClock).toBeNull();
  });

  it('stands still while the message waits on its visitor, and runs on with what it had left', async () => {
    const admin = { id: 1, username: 'admin' };
    const m = await messageSentAt('2026-03-20T19:30', 'Which trip?');
    const stepAt = (status: string, wall: string) =>
      t.ds.query(`UPDATE request_steps SET at = $1 WHERE request_id = $2 AND status = $3`, [
        dhaka(wall),
        m.id,
        status,
      ]);
    await t.services.messages.setStatus(m.id, 'WAITING_ON_VISITOR', 'Asked for the trip', admin);
    // Staff asked on Tuesday at 11:00, two working hours after the clock started.
    await stepAt('WAITING_ON_VISITOR', '2026-03-24T11:00');
    expect(await replyByOf(m.id)).toBeNull();
    expect(
      (await t.gql(LIST, { late: true }, t.adminToken())).body.data.contactMessages.total,
    ).toBe(0);
    // The visitor answered: back to NEW, and the two hours left count from now on.
    await t.services.messages.setStatus(m.id, 'NEW', null, admin);
    const [back] = await t.ds.query(
      `SELECT at FROM request_steps WHERE request_id = $1 AND status = 'NEW'`,
      [m.id],
    );
    const resumed = (await replyByOf(m.id))!;
    expect(resumed).not.toBeNull();
    const week = await t.services.serviceLevels.week();
    expect(workingMsBetween(week, back.at, resumed)).toBe(2 * 3_600_000);
    // Had the visitor answered on Independence Day at 17:00: Sunday 29 March, 11:00.
    await stepAt('NEW', '2026-03-26T17:00');
    await t.services.replyBy.recomputeOpen();
    expect(await replyByOf(m.id)).toEqual(dhaka('2026-03-29T11:00'));
  });

  it('moves when an admin changes the holiday calendar', async () => {
    const m = await messageSentAt('2026-03-20T19:30');
    const [eid] = await t.ds.query(`SELECT id FROM holidays WHERE date = '2026-03-23'`);
    const moved = await t.gql(
      `mutation($id: Int, $input: HolidayInput!) { saveHoliday(id: $id, input: $input) { id } }`,
      { id: eid.id, input: { date: '2027-01-03', nameEn: 'Test day', nameBn: 'পরীক্ষার দিন' } },
      t.adminToken(),
    );
    expect(moved.body.errors).toBeUndefined();
    expect(await replyByOf(m.id)).toEqual(dhaka('2026-03-23T13:00'));
  });
});

describe('the clock on each row', () => {
  /** The keeper as it reads the clock at `wall` on Dhaka's clock. */
  const at = (wall: string) =>
    new ReplyByKeeper(
      { clock: { now: () => dhaka(wall) } } as unknown as Deps,
      t.services.serviceLevels,
    );
  const due = { replyBy: dhaka('2026-12-13T12:00') };

  it('counts working time only, amber under a quarter of the target left, red when late', async () => {
    // Thursday 17:00 to Sunday 12:00: one hour on Thursday and three on Sunday.
    expect(await at('2026-12-10T17:00').views('MESSAGE', [due])).toEqual([
      { minutesLeft: 240, tone: 'ok' },
    ]);
    // Sunday 11:30: half an hour left of four, under a quarter.
    expect(await at('2026-12-13T11:30').views('MESSAGE', [due])).toEqual([
      { minutesLeft: 30, tone: 'amber' },
    ]);
    // Monday 10:00: late by Sunday 12:00–18:00 and Monday 09:00–10:00.
    expect(await at('2026-12-14T10:00').views('MESSAGE', [due, { replyBy: null }])).toEqual([
      { minutesLeft: -420, tone: 'late' },
      null,
    ]);
  });
});

describe('the late alert', () => {
  it('tells staff once per request, when it goes late', async () => {
    const alerts: string[] = [];
    const off = t.services.bus.subscribe('staff_alert', (a) => alerts.push(a.title));
    try {
      const m = await message('Due soon');
      // Due a minute ago: it just went late.
      await t.ds.query(`UPDATE contact_messages SET reply_by = now() - interval '1 minute'`);
      expect(await t.services.replyBy.alertLate()).toBe(1);
      expect(await t.services.replyBy.alertLate()).toBe(0);
      expect(alerts.filter((a) => a.startsWith('Late'))).toEqual([
        `Late: ${m.reference} is past its reply-by time`,
      ]);
    } finally {
      off();
    }
  });
});
