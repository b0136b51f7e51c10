/**
 * Mail that cannot be used to spam (PRODUCT.md §19): whoever types an address into the public
 * forms makes the app mail it, so at most 5 confirmations (of a message, booking or registration,
 * and data-request links) go to one address in 24 hours, however its letters or spaces are
 * written. Past that the request is stored and answered as usual, and no mail goes out. The count
 * keeps a keyed hash of the address, never the address.
 */
import { createMailTestApp, VISITOR_SITE, type MailTestApp } from '../../test/mail-app';
import type { ParsedMail } from 'mailparser';

let t: MailTestApp;
const inbox: ParsedMail[] = [];

beforeAll(async () => {
  t = await createMailTestApp(VISITOR_SITE, { inbox });
});
beforeEach(() => t.reset());
afterAll(() => t?.close());
jest.setTimeout(60_000);

const VICTIM = 'victim@example.com';
const SPELLINGS = ['victim@example.com', 'Victim@Example.com', ' VICTIM@example.com '];

/** The confirmation jobs queued for visitors (each one mail). */
async function confirmationJobs(since: Date): Promise<number> {
  const [{ n }] = await t.ds.query(
    `SELECT count(*)::int AS n FROM pgboss.job
      WHERE name IN ('visitor-mail', 'privacy-mail') AND NOT (data ? 'step') AND created_on >= $1`,
    [since],
  );
  return n;
}

it('sends at most 5 confirmations to one address a day, storing and answering every request', async () => {
  const [{ now: since }] = await t.ds.query(`SELECT now()`);
  for (let i = 0; i < 4; i++) {
    await t.services.messages.create({
      name: 'Someone',
      contactNumber: '01711-000000',
      email: SPELLINGS[i % 3],
      subject: `Hello ${i}`,
      message: 'Spam for you',
    });
  }
  for (let i = 0; i < 4; i++) {
    expect(await t.services.privacy.request({ email: SPELLINGS[i % 3], kind: 'EXPORT' })).toBe(
      true,
    );
  }
  await t.services.privacy.request({ email: 'someone.else@example.com', kind: 'EXPORT' });
  expect(await t.services.messages.count()).toBe(4);
  expect(await t.ds.query(`SELECT count(*)::int AS n FROM data_requests`)).toEqual([{ n: 5 }]);
  expect(await confirmationJobs(since)).toBe(6);
  const end = Date.now() + 30_000;
  while (inbox.length < 6 && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
  const to = inbox.map((m) => (m.to as { value: { address: string }[] }).value[0].address);
  expect(to.filter((a) => a.trim().toLowerCase() === VICTIM)).toHaveLength(5);
  expect(to).toContain('someone.else@example.com');

  // What counts them holds no address in clear.
  const tables: { t: string }[] = await t.ds.query(
    `SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public'
        AND tablename NOT IN ('contact_messages', 'data_requests', 'contact_messages_words')`,
  );
  for (const { t: table } of tables) {
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM "${table}" x WHERE strpos(lower(x::text), 'victim') > 0`,
    );
    expect({ table, n }).toEqual({ table, n: 0 });
  }
});
