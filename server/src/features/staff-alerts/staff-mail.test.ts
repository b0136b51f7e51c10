/**
 * E-mail to staff through the job queue, against a real SMTP server (test/smtp.ts):
 * delivery and content, an outage — the visitor still gets 201 and the mail arrives once SMTP
 * is back — and the outbox: the job is queued in the row's transaction, so a failed write queues
 * nothing. (A crash right after the commit: e2e/tests/outbox.e2e.ts.)
 */
import type { ParsedMail } from 'mailparser';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../test/harness';
import { startSmtpSink, type SmtpSink } from '../../test/smtp';
import { JobQueue } from '../../jobs/queue';

let t: TestApp;
let queue: JobQueue;
let smtp: SmtpSink | undefined;
let port = 0;
const inbox: ParsedMail[] = [];

/** Waits until `n` mails arrived (what staff would see), failing after `ms`. */
async function mails(n: number, ms = 30_000) {
  const until = Date.now() + ms;
  while (inbox.length < n) {
    if (Date.now() > until) throw new Error(`only ${inbox.length} of ${n} mails arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return inbox;
}

const message = (subject: string) => ({
  name: 'Nusrat Jahan',
  contact_number: '01712345678',
  email: 'nusrat@example.com',
  subject,
  message: 'Hello',
});

beforeAll(async () => {
  smtp = await startSmtpSink({ inbox });
  port = smtp.port;
  const env = {
    SMTP_URL: smtp.url,
    SMTP_TLS: 'off',
    STAFF_ALERT_EMAIL: 'staff@digitalride.example',
    BACKOFFICE_URL: 'https://digitalride.example',
  };
  t = await createTestApp(env, async (connection) => {
    queue = await JobQueue.start({
      ...connection,
      retryDelay: 1,
      pollingIntervalSeconds: 0.5,
    });
    return queue;
  });
  await t.reset();
});
afterAll(async () => {
  await smtp?.close();
  await t.close();
});
jest.setTimeout(60_000);

describe('staff alert e-mail', () => {
  it('sends one mail per new message naming it, with a link to the back office', async () => {
    const res = await request(t.app)
      .post('/api/contactus')
      .send(message('Corporate account'))
      .expect(201);
    const [got] = await mails(1);
    expect(got.subject).toBe('New contact message: Message from Nusrat Jahan: Corporate account');
    expect(got.to).toMatchObject({ text: 'staff@digitalride.example' });
    expect(got.text).toContain(`https://digitalride.example/dashbord/viewMessage?q=${res.body.id}`);
  });

  it('keeps the visitor’s 201 while SMTP is down, and delivers once SMTP is back', async () => {
    await smtp!.close();
    smtp = undefined;
    await request(t.app)
      .post('/api/contactus')
      .send(message('While the mail server is down'))
      .expect(201);
    // The worker has tried and failed at least once before the server returns.
    const until = Date.now() + 20_000;
    for (;;) {
      const [row] = await t.ds.query(
        `SELECT retry_count FROM pgboss.job WHERE name = 'staff-alert-mail' AND data->>'title' LIKE '%down'`,
      );
      if (row && row.retry_count > 0) break;
      if (Date.now() > until) throw new Error('the job was never retried');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    smtp = await startSmtpSink({ port, inbox });
    const all = await mails(2);
    expect(all[1].subject).toContain('While the mail server is down');
    expect(all).toHaveLength(2); // sent once
  });

  it('queues the job in the transaction of its row: a write that fails queues nothing', async () => {
    const jobs = async (like: string) =>
      Number(
        (
          await t.ds.query(
            `SELECT count(*) FROM pgboss.job WHERE name = 'staff-alert-mail' AND data->>'title' LIKE $1`,
            [like],
          )
        )[0].count,
      );
    const alert = { kind: 'MESSAGE', id: 999_999, title: 'Rolled back', createdAt: '' };
    await expect(
      t.ds.transaction(async (m) => {
        await queue.enqueue({ queue: 'staff-alert-mail', data: alert }, m);
        expect(
          Number(
            (
              await m.query("SELECT count(*) FROM pgboss.job WHERE data->>'title' = $1", [
                'Rolled back',
              ])
            )[0].count,
          ),
        ).toBe(1);
        throw new Error('the write failed after the enqueue');
      }),
    ).rejects.toThrow('the write failed');
    expect(await jobs('Rolled back')).toBe(0);

    // The row itself refused by the database: no row, no job.
    await t.ds.query(
      `ALTER TABLE contact_messages ADD CONSTRAINT test_poison CHECK (subject <> 'Poison')`,
    );
    try {
      await request(t.app).post('/api/contactus').send(message('Poison')).expect(500);
    } finally {
      await t.ds.query('ALTER TABLE contact_messages DROP CONSTRAINT test_poison');
    }
    expect(await jobs('%Poison')).toBe(0);
    const [{ count }] = await t.ds.query(
      `SELECT count(*) FROM contact_messages WHERE subject = 'Poison'`,
    );
    expect(Number(count)).toBe(0);
  });
});
