/**
 * An erasure is complete (PRODUCT.md §19), tried as an attacker with the database would: after
 * ERASE no job of the queue (waiting, done or archived) and no export zip made earlier holds the
 * person, no mail can still go out to them, and no search row is left. The form starts with no
 * kind chosen and refuses to send without one. Confirmation mails to one address are capped.
 */
import { ADMIN_ACTOR } from '../../test/harness';
import { createMailTestApp, VISITOR_SITE, type MailTestApp } from '../../test/mail-app';
import { pageFormApp, renderedPost } from '../../test/page-form';
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { privacyForm } from './privacy-form';

let t: MailTestApp;
const inbox: ParsedMail[] = [];

beforeAll(async () => {
  t = await createMailTestApp(
    { ...VISITOR_SITE, STAFF_ALERT_EMAIL: 'staff@digitalride.example' },
    { inbox },
  );
});
beforeEach(() => t.reset());
afterAll(() => t?.close());
jest.setTimeout(60_000);

const EMAIL = 'Nasrin.Hoque@example.com';
const PHONE = '01817-330912';

const to = (m: ParsedMail) =>
  (m.to as { value: { address: string }[] }).value[0].address.toLowerCase();

async function until(what: string, done: () => Promise<boolean> | boolean) {
  const end = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The job tables (pg-boss's waiting and done jobs, and its archive) with a job holding `needle`. */
async function jobsHolding(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of ['pgboss.job', 'pgboss.archive']) {
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM ${table} j
        WHERE strpos(lower(coalesce(j.data::text, '') || coalesce(j.output::text, '')), lower($1)) > 0`,
      [needle],
    );
    if (n > 0) found.push(table);
  }
  return found;
}

async function confirmedRequest(kind: 'EXPORT' | 'ERASE') {
  await t.services.privacy.request({ email: EMAIL, kind });
  const [{ id }] = await t.ds.query(`SELECT max(id) AS id FROM data_requests`);
  await t.ds.query(`UPDATE data_requests SET confirmed_at = now() WHERE id = $1`, [id]);
  return id as number;
}

describe('an erasure', () => {
  it('leaves no job, no earlier export zip and no search row holding the person', async () => {
    const [{ now: since }] = await t.ds.query(`SELECT now()`);
    const message = await t.services.messages.create({
      name: 'Nasrin Hoque',
      contactNumber: PHONE,
      email: EMAIL,
      subject: 'Lost umbrella',
      message: 'I left it in the car',
    });
    // The staff alert and her confirmation went out: their jobs are done, and kept.
    await until('the staff alert and her confirmation', () =>
      ['staff@digitalride.example', EMAIL.toLowerCase()].every((a) =>
        inbox.some((m) => to(m) === a),
      ),
    );
    // An older day's jobs, archived by pg-boss as it does after 12 hours.
    const columns = `name, priority, data, state, retry_limit, retry_count, retry_delay,
      retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_in, created_on,
      completed_on, keep_until, output, dead_letter, policy`;
    await t.ds.query(`INSERT INTO pgboss.archive (id, ${columns})
      SELECT gen_random_uuid(), ${columns} FROM pgboss.job`);
    expect(await jobsHolding('Nasrin')).toEqual(['pgboss.job', 'pgboss.archive']);

    // She had asked for a copy first: the zip is stored.
    const exported = await confirmedRequest('EXPORT');
    await t.services.privacy.fulfil(exported, ADMIN_ACTOR);
    let zip = '';
    await until('the export zip', async () => {
      [{ export_name: zip }] = await t.ds.query(
        `SELECT export_name FROM data_requests WHERE id = $1`,
        [exported],
      );
      return Boolean(zip);
    });
    expect(await t.services.storage.store.stat('private', zip)).not.toBeNull();

    const erase = await confirmedRequest('ERASE');
    await t.services.privacy.fulfil(erase, ADMIN_ACTOR);

    for (const needle of ['Nasrin', EMAIL, PHONE, 'umbrella']) {
      expect(await jobsHolding(needle)).toEqual([]);
    }
    const [{ n: jobsAboutHer }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM pgboss.job
        WHERE name IN ('staff-alert-mail', 'visitor-mail') AND data->>'id' = $1
          AND created_on >= $2`,
      [String(message.id), since],
    );
    expect(jobsAboutHer).toBe(0);
    expect(await t.services.storage.store.stat('private', zip)).toBeNull();
    const words = await t.ds.query(`SELECT 1 FROM contact_messages_words WHERE id = $1`, [
      message.id,
    ]);
    expect(words).toEqual([]);
  });
});

describe('the data request form', () => {
  it('refuses a request without a kind, in the page’s language, storing nothing', async () => {
    await expect(t.services.privacy.request({ email: EMAIL })).rejects.toMatchObject({
      fields: [
        {
          field: 'kind',
          message: 'Choose what you would like: a copy of your data or its erasure',
        },
      ],
    });
    const app = pageFormApp(privacyForm(t.services), t.services);
    for (const [path, said] of [
      ['/privacy/request', 'Choose what you would like: a copy of your data or its erasure'],
      ['/bn/privacy/request', 'আপনি কী চান, বেছে নিন: আপনার তথ্যের কপি, নাকি সব মুছে ফেলা'],
    ]) {
      const res = await request(app).post(path).type('form').send({ email: EMAIL });
      expect(renderedPost(res).formPost).toMatchObject({ errors: { kind: said } });
    }
    expect(await t.ds.query(`SELECT id FROM data_requests`)).toEqual([]);
  });
});

describe('the erasure’s confirmation mail', () => {
  it('says plainly, in both languages, that an erasure cannot be undone', async () => {
    await t.services.privacy.request({ email: 'en@example.com', kind: 'ERASE' });
    await t.services.privacy.request({ email: 'bn@example.com', kind: 'ERASE', locale: 'bn' });
    await t.services.privacy.request({ email: 'copy@example.com', kind: 'EXPORT' });
    const mailTo = async (address: string) => {
      await until(`the mail to ${address}`, () => inbox.some((m) => to(m) === address));
      return inbox.find((m) => to(m) === address)!.text ?? '';
    };
    expect(await mailTo('en@example.com')).toContain('An erasure cannot be undone');
    expect(await mailTo('bn@example.com')).toContain('মুছে ফেলা আর ফেরানো যায় না');
    expect(await mailTo('copy@example.com')).not.toContain('cannot be undone');
  });
});
