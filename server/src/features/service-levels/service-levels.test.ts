/**
 * The promise to the visitor from the seeded holiday calendar, and the calendar as admins edit
 * it: a message sent on the Friday evening before Eid-ul-Fitr 2026 is promised a reply on the
 * Tuesday after, says so on the status page in both languages, and is late today.
 */
import request from 'supertest';
import { statusForm } from '../status/status-form';
import { keepingRows, type TestApp } from '../../test/harness';
import { pageFormApp, renderedPost } from '../../test/page-form';

let t: TestApp;
beforeAll(async () => {
  t = await keepingRows('holidays');
});
beforeEach(() => t.reset());
afterAll(() => t.close());

/** A message, sent at `wall` on Dhaka's clock. */
async function messageSentAt(wall: string) {
  const m = await t.services.messages.create({
    name: 'Nusrat',
    contactNumber: '01812-000111',
    email: 'nusrat@example.com',
    subject: 'Refund',
    message: 'My fare was charged twice',
  });
  await t.ds.query(`UPDATE contact_messages SET created_at = $1 WHERE id = $2`, [
    new Date(`${wall}:00+06:00`),
    m.id,
  ]);
  return m;
}

const HOLIDAYS = `{ holidays { id date nameEn nameBn } }`;
const SAVE = `mutation($id: Int, $input: HolidayInput!) { saveHoliday(id: $id, input: $input) { id date } }`;

describe('the promise to the visitor', () => {
  it('skips the weekend and the Eid holidays: the Friday evening before Eid is due on Tuesday', async () => {
    const m = await messageSentAt('2026-03-20T19:30');
    const found = await t.services.requestStatus.lookup(
      { reference: m.reference, contact: 'nusrat@example.com' },
      '10.1.0.1',
    );
    expect(found).toMatchObject({
      status: 'NEW',
      replyBy: new Date('2026-03-24T13:00:00+06:00'),
      late: true,
    });
  });

  it('words it on the no-JS status page in the page’s language', async () => {
    const m = await messageSentAt('2026-03-20T19:30');
    const page = pageFormApp(statusForm(t.services), t.services);
    const body = { reference: m.reference, contact: '01812000111' };
    const en = renderedPost(await request(page).post('/status').type('form').send(body));
    expect(en.formPost).toMatchObject({
      found: { replyBy: 'Tuesday 24 March, 1:00 pm', late: true },
    });
    const bn = renderedPost(await request(page).post('/bn/status').type('form').send(body));
    expect(bn.formPost).toMatchObject({ found: { replyBy: 'মঙ্গলবার, ২৪ মার্চ দুপুর ১টার' } });
  });

  it('promises nothing once answered', async () => {
    const m = await messageSentAt('2026-03-20T19:30');
    await t.ds.query(`UPDATE contact_messages SET status = 'IN_PROGRESS' WHERE id = $1`, [m.id]);
    const found = await t.services.requestStatus.lookup(
      { reference: m.reference, contact: 'nusrat@example.com' },
      '10.1.0.2',
    );
    expect(found).toMatchObject({ replyBy: null, late: false });
  });
});

describe('the holiday calendar', () => {
  it('is seeded with 2026 and 2027, Eid days included', async () => {
    const res = await t.gql(HOLIDAYS, {}, t.adminToken());
    const days = res.body.data.holidays as { date: string; nameEn: string; nameBn: string }[];
    expect(days).toContainEqual(
      expect.objectContaining({
        date: '2026-03-21',
        nameEn: 'Eid-ul-Fitr *',
        nameBn: 'ঈদুল ফিতর *',
      }),
    );
    expect(days.map((d) => d.date)).toEqual(expect.arrayContaining(['2026-12-16', '2027-12-16']));
  });

  it('an admin’s change moves the promise at once, and is in the activity log', async () => {
    const m = await messageSentAt('2026-03-20T19:30');
    const [eid] = await t.ds.query(`SELECT id FROM holidays WHERE date = '2026-03-23'`);
    const moved = await t.gql(
      SAVE,
      { id: eid.id, input: { date: '2027-01-03', nameEn: 'Test day', nameBn: 'পরীক্ষার দিন' } },
      t.adminToken(),
    );
    expect(moved.body.errors).toBeUndefined();
    const found = await t.services.requestStatus.lookup(
      { reference: m.reference, contact: 'nusrat@example.com' },
      '10.1.0.3',
    );
    expect(found?.replyBy).toEqual(new Date('2026-03-23T13:00:00+06:00'));
    const [entry] = await t.ds.query(
      `SELECT summary FROM activity_entries WHERE entity = 'Holiday' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry.summary).toMatch(
      /2026-03-23 \(Eid-ul-Fitr holiday \*.*\) to 2027-01-03 \(Test day/,
    );
  });

  it('refuses an editor, a date that is not one, and a day already in it', async () => {
    const editor = await t.staffToken('rumana', 'editor');
    const input = { date: '2026-13-01', nameEn: 'X', nameBn: 'X' };
    const asEditor = await t.gql(SAVE, { input }, editor);
    expect(asEditor.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const bad = await t.gql(SAVE, { input }, t.adminToken());
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const taken = await t.gql(
      SAVE,
      { input: { date: '2026-12-16', nameEn: 'Again', nameBn: 'আবার' } },
      t.adminToken(),
    );
    expect(taken.body.errors[0].message).toBe('2026-12-16 is already in the holiday calendar');
  });
});
