import path from 'node:path';
import { Client } from 'pg';
import { startSmtpSink, type SmtpSink } from '../../server/src/test/smtp';
import { startApp, type AppProcess } from '../support/app-process';
import { startPostgres } from '../support/postgres';

/**
 * The outbox against a crash: the app process is killed (SIGKILL, by a preload: e2e/support/crash-after-commit.cjs) right after the
 * transaction that stores a visitor's contact message commits — before it answers, before
 * anything that runs after the commit. Started again, the app e-mails staff about that message
 * through a real SMTP server, exactly once: the job was committed with the row.
 */
let pg: Awaited<ReturnType<typeof startPostgres>>;
let smtp: SmtpSink;
const apps: AppProcess[] = [];

beforeAll(async () => {
  pg = await startPostgres();
  smtp = await startSmtpSink();
}, 60_000);

afterAll(async () => {
  for (const app of apps) await app.stop({ signal: 'SIGKILL' });
  await smtp?.close();
  await pg?.stop();
});

async function query(sql: string, params: unknown[] = []) {
  const db = new Client({ connectionString: pg.url });
  await db.connect();
  try {
    return (await db.query(sql, params)).rows;
  } finally {
    await db.end();
  }
}

/** Polls until `check` answers true, failing after `ms`. */
async function until(what: string, check: () => Promise<boolean> | boolean, ms = 45_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('a crash right after the commit loses no staff e-mail and sends none twice', async () => {
  const env = {
    DATABASE_URL: pg.url,
    JWT_SECRET: 'outbox-secret-outbox-secret-0123456789abcd',
    ADMIN_PASSWORD: 'outbox-admin-password',
    SMTP_URL: smtp.url,
    SMTP_TLS: 'off',
    STAFF_ALERT_EMAIL: 'staff@digitalride.example',
    LOG_LEVEL: 'warn',
  };
  const crash = `--require ${path.join(__dirname, '../support/crash-after-commit.cjs')}`;
  const doomed = await startApp({ env: { ...env, NODE_OPTIONS: crash } });
  apps.push(doomed);
  const subject = `Sent just before a crash ${Date.now()}`;
  const answer = await fetch(`${doomed.url}/api/contactus`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Nusrat Jahan',
      contact_number: '01712345678',
      email: 'nusrat@example.com',
      subject,
      message: 'Hello',
    }),
  }).then(
    (res) => `answered ${res.status}`,
    () => 'no answer',
  );
  expect(answer).toBe('no answer');
  await doomed.exited;
  expect(doomed.child.signalCode).toBe('SIGKILL');
  // The visitor's row committed before the crash.
  const rows = await query('SELECT id FROM contact_messages WHERE subject = $1', [subject]);
  expect(rows).toHaveLength(1);
  const id = String(rows[0].id);

  apps.push(await startApp({ env }));
  const mailsAbout = () => smtp.inbox.filter((m) => m.subject?.includes(subject));
  await until('the staff e-mail', () => mailsAbout().length > 0);
  // pg-boss marks the job done once the mail is sent; nothing is left to send it again.
  await until('the job to complete', async () => {
    const jobs = await query(
      `SELECT state FROM pgboss.job WHERE name = 'staff-alert-mail' AND data->>'id' = $1`,
      [id],
    );
    return jobs.length === 1 && jobs[0].state === 'completed';
  });
  expect(mailsAbout()).toHaveLength(1);
  expect(mailsAbout()[0].subject).toBe(
    `New contact message: Message from Nusrat Jahan: ${subject}`,
  );
});
