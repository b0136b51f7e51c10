/**
 * "Is this really us?" through the app: the answer's shape and the log say nothing a miss would
 * not, the limit trips, only admins keep the list (each change in the activity log), a report
 * reaches the inbox as a FRAUD_REPORT, and the no-JS form answers in the page's language.
 */
import pino from 'pino';
import request from 'supertest';
import { appPerFile, createTestApp } from '../../test/harness';
import { pageFormApp, renderedPost } from '../../test/page-form';
import { checkForm } from './check-form';
import { CONTACT_CHECKS } from '../../limits/contact-checks';
import { OFFICIAL_CONTACTS } from './official-contact.seed';

const lines: string[] = [];
jest
  .spyOn(pino, 'destination')
  .mockReturnValue({ write: (line: string) => void lines.push(line) } as never);

// The app logs at info, to standard output through pino.destination: here, into `lines`.
const t = appPerFile(() => createTestApp({ LOG_LEVEL: 'info' }));
const CHECK = `query ($value: String!) { checkContact(value: $value) {
  ours kind department { en bn } channel { en bn } answer { en bn } } }`;
const check = (value: string) => t.gql(CHECK, { value });
/** The page's form without JavaScript; its renderer answers the outcome as JSON. */
const post = (path: string, body: Record<string, string>) =>
  request(pageFormApp(checkForm(t.services), t.services))
    .post(path)
    .type('form')
    .send(body);

beforeEach(async () => {
  await t.services.officialContacts.list(); // the table is emptied by reset(): seed it again
  for (const [kind, value, departmentEn, channelEn, departmentBn, channelBn] of OFFICIAL_CONTACTS)
    await t.services.officialContacts.create(
      { kind, value, departmentEn, channelEn, departmentBn, channelBn },
      { id: null, username: 'system' },
    );
});

/** The keys of an answer, all the way down (nulls and objects alike). */
const shape = (v: unknown): unknown =>
  v && typeof v === 'object' ? Object.keys(v).sort() : v === null ? 'null-or-object' : typeof v;

describe('checkContact', () => {
  it('answers a Bangla-digit number as ours, a look-alike as not, with the same keys', async () => {
    const ours = await check('০১৭১৩-৩৩৪৪৫৫').expect(200);
    const notOurs = await check('support@digitalrideweb-bd.com').expect(200);
    expect(ours.body.data.checkContact).toMatchObject({
      ours: true,
      kind: 'BKASH_MERCHANT',
      answer: { en: 'Yes — our payments, bKash merchant account' },
    });
    expect(notOurs.body.data.checkContact).toMatchObject({
      ours: false,
      kind: null,
      answer: {
        en: 'No — not one of ours; we never ask for your PIN or OTP',
        bn: 'না — এটি আমাদের নয়; আমরা কখনো আপনার পিন বা ওটিপি চাই না',
      },
    });
    // GraphQL fills in every field asked for; the service's answer (the no-JS page's) must too.
    const direct = (v: string) => t.services.officialContacts.check(v, '10.0.0.9');
    expect(Object.keys(await direct('digitalrideweb.com.evil.net'))).toEqual(
      Object.keys(await direct('pay.digitalrideweb.com')),
    );
    const a = ours.body.data.checkContact;
    const b = notOurs.body.data.checkContact;
    expect(Object.keys(a)).toEqual(Object.keys(b));
    expect(shape(a.answer)).toEqual(shape(b.answer));
  });

  it('never writes the value checked to the log', async () => {
    const secret = '01713-334455';
    await check(secret).expect(200);
    await check('fraud-probe@evil-digitalrideweb.net').expect(200);
    await check('leak-probe@').expect(200); // refused: the error path logs no value either
    await request(t.app).post('/check').type('form').send({ value: '01999-777666' });
    await request(t.app).post('/bn/check').type('form').send({ value: 'fraud.example.net' });
    const logged = lines.join('');
    expect(logged).toContain('/check');
    for (const v of [
      secret,
      '01713',
      'fraud-probe',
      '01999',
      '777666',
      'fraud.example',
      'leak-probe',
    ])
      expect(logged).not.toContain(v);
  });

  it('refuses bad input on its field in both languages, never a 5xx', async () => {
    const res = await check('name@').expect(200);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const bn = await post('/bn/check', { value: 'name@' });
    expect(bn.status).toBe(200);
    expect(renderedPost(bn).formPost.errors).toEqual({
      value: 'ই-মেইল ঠিকানাটি অসম্পূর্ণ: নাম@ডোমেইন এভাবে পুরোটা লিখুন',
    });
    const en = await post('/check', { value: '' });
    expect(en.status).toBe(200);
    expect(renderedPost(en).formPost.errors).toEqual({
      value: 'Type a phone number, sender name, e-mail or web address',
    });
  });

  it('stops a client after its budget of checks', async () => {
    for (let i = 0; i < CONTACT_CHECKS.points; i++)
      expect((await check(`0171${i}`)).body.errors).toBeUndefined();
    const refused = await check('digitalrideweb.com');
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    const page = await post('/bn/check', { value: 'x.com' });
    expect(page.status).toBe(429);
    expect(renderedPost(page).formPost.problem).toContain('মিনিট পরে আবার চেষ্টা করুন');
  });
});

describe('the no-JS form', () => {
  it('says ours in the page’s language, and reports a contact that is not', async () => {
    const bn = await post('/bn/check', { value: '+৮৮০ ৯৬১০ ৩৩৪৪৫৫' });
    expect(bn.status).toBe(200);
    expect(renderedPost(bn).formPost).toMatchObject({
      form: 'check',
      checked: { ours: true, department: { bn: 'গ্রাহকসেবা' } },
    });
    const miss = await post('/check', { value: 'digitalride-bd.com' });
    expect(Object.keys(renderedPost(miss).formPost)).toEqual(
      Object.keys(renderedPost(bn).formPost),
    );
    const report = await post('/check', {
      intent: 'report',
      value: 'digitalride-bd.com',
      note: 'Asked for my OTP',
    });
    expect(report.status).toBe(200);
    expect(renderedPost(report).formPost).toMatchObject({
      reported: expect.stringMatching(/^DR-/),
    });
    const [row] = await t.ds.query(`SELECT kind, subject, message FROM contact_messages`);
    expect(row).toEqual({
      kind: 'FRAUD_REPORT',
      subject: 'Not ours: digitalride-bd.com',
      message: 'Asked for my OTP',
    });
    const inbox = await t.gql(
      `{ contactMessages(kind: FRAUD_REPORT) { items { kind subject } total } }`,
      {},
      t.adminToken(),
    );
    expect(inbox.body.data.contactMessages.items).toEqual([
      { kind: 'FRAUD_REPORT', subject: 'Not ours: digitalride-bd.com' },
    ]);
  });
});

describe('reportContact', () => {
  it('files a FRAUD_REPORT through GraphQL, and refuses a value that names no contact', async () => {
    const REPORT = `mutation ($value: String!, $note: String) {
      reportContact(value: $value, note: $note, locale: "bn") }`;
    const res = await t.gql(REPORT, { value: '০১৯৯৯-৭৭৭৬৬৬', note: null }).expect(200);
    expect(res.body.data.reportContact).toMatch(/^DR-/);
    const [row] = await t.ds.query(`SELECT kind, locale, email FROM contact_messages`);
    expect(row).toEqual({ kind: 'FRAUD_REPORT', locale: 'bn', email: '' });
    const bad = await t.gql(REPORT, { value: '', note: 'x'.repeat(1001) });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('the list of official contacts', () => {
  const CREATE = `mutation ($input: OfficialContactInput!) { createOfficialContact(input: $input) { id value } }`;
  const input = {
    kind: 'PHONE',
    value: '+880 1313-000111',
    departmentEn: 'parcels',
    departmentBn: 'পার্সেল',
    channelEn: 'phone',
    channelBn: 'ফোন',
  };

  it('is kept by admins, each change in the activity log', async () => {
    const res = await t.gql(CREATE, { input }, t.adminToken()).expect(200);
    expect(res.body.data.createOfficialContact.value).toBe('+880 1313-000111');
    expect((await check('01313000111')).body.data.checkContact.ours).toBe(true);
    const [entry] = await t.ds.query(
      `SELECT summary FROM activity_entries WHERE entity = 'OfficialContact' ORDER BY id DESC LIMIT 1`,
    );
    expect(entry.summary).toContain('+880 1313-000111');
  });

  it('cannot be read or changed by an editor or a visitor', async () => {
    const editor = await t.staffToken('rina', 'editor');
    for (const token of [editor, undefined]) {
      const res = await t.gql(CREATE, { input }, token);
      expect(res.body.errors[0].extensions.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
      const list = await t.gql(`{ officialContacts { id } }`, {}, token);
      expect(list.body.errors[0].extensions.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    }
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM official_contacts`);
    expect(n).toBe(OFFICIAL_CONTACTS.length);
  });
});
