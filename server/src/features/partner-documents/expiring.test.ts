/**
 * The "Expiring in 30 days" view (PRODUCT.md §23): accepted papers of active partners lapsing
 * after today and within 30 Dhaka days, soonest first; for admins and compliance only, answered
 * from the expiry index, not by reading every paper.
 */
import { appPerFile } from '../../test/harness';
import { EXPIRING_SQL, expiringDocuments } from './expiring';

const t = appPerFile();

const DOC = `INSERT INTO partner_documents
    (registration_id, kind, number, number_key, expires_on, file_key, content_type, size, state)
  VALUES ($1, $2, 'X-12345678', 'x12345678', $3, 'x.pdf', 'application/pdf', 1, $4) RETURNING id`;
const QUERY = `{ expiringDocuments { total days items { id reference partnerName kind expiresOn daysLeft } } }`;

/** An instant in Dhaka (UTC+6), written as there. */
const dhaka = (local: string) => new Date(`${local}+06:00`);

async function partner(name: string, status: string) {
  const g = await t.services.registrations.create({
    kind: 'MERCHANT',
    name,
    phone: '01712-000111',
    city: 'Dhaka',
    businessName: name,
    productCategory: 'Clothing',
  });
  await t.ds.query(`UPDATE registration_requests SET status = $2 WHERE id = $1`, [g.id, status]);
  return g;
}
const paper = async (reg: number, kind: string, until: string | null, state = 'ACCEPTED') =>
  (await t.ds.query(DOC, [reg, kind, until, state]))[0].id as number;

it('lists what lapses in the next 30 Dhaka days, soonest first, of active partners only', async () => {
  const a = await partner('Karim Store', 'APPROVED');
  const b = await partner('Rahim Traders', 'APPROVED');
  const late = await paper(a.id, 'TRADE_LICENCE', '2027-01-31');
  const soon = await paper(b.id, 'OWNER_NID', '2027-01-02');
  await paper(b.id, 'TRADE_LICENCE', '2027-02-01'); // 31 days on: not yet
  await paper(a.id, 'OWNER_NID', '2027-01-01'); // expires today: suspended, not "expiring"
  const pending = await partner('Pending Shop', 'CONTACTED');
  await paper(pending.id, 'TRADE_LICENCE', '2027-01-10');
  const waiting = await partner('Waiting Shop', 'APPROVED');
  await paper(waiting.id, 'TRADE_LICENCE', '2027-01-10', 'PENDING');

  // 00:30 on 1 January in Dhaka is still 31 December in UTC: the day is Dhaka's.
  const seen = await expiringDocuments(t.ds, dhaka('2027-01-01T00:30:00'));
  expect(seen.total).toBe(2);
  expect(seen.items.map((d) => [d.id, d.expiresOn, d.daysLeft, d.partnerName])).toEqual([
    [soon, '2027-01-02', 1, 'Rahim Traders'],
    [late, '2027-01-31', 30, 'Karim Store'],
  ]);
  // The sidebar's count reads no rows.
  expect(await expiringDocuments(t.ds, dhaka('2027-01-01T00:30:00'), true)).toEqual({
    total: 2,
    days: 30,
    items: [],
  });
  // A minute before Dhaka's midnight the window starts a day earlier: the 1 January paper is in.
  const before = await expiringDocuments(t.ds, dhaka('2026-12-31T23:59:00'));
  expect(before.items.map((d) => d.expiresOn)).toEqual(['2027-01-01', '2027-01-02']);
});

it('is answered from the expiry index', async () => {
  // Two thousand partners, their papers lapsing over ten years: the planner has figures to go by.
  await t.ds.query(`INSERT INTO registration_requests
      (kind, name, phone, phone_digits, city, reference, status)
    SELECT 'MERCHANT', 'Shop ' || i, '01712000111', '1712000111', 'Dhaka',
           'DR-' || lpad(i::text, 4, '0') || '-ZZZZ', 'APPROVED'
      FROM generate_series(1, 2000) i`);
  await t.ds.query(`INSERT INTO partner_documents
      (registration_id, kind, number, number_key, expires_on, file_key, content_type, size, state)
    SELECT id, 'TRADE_LICENCE', 'X', 'x', date '2027-01-01' + (id * 1.8)::int, 'x.pdf',
           'application/pdf', 1, 'ACCEPTED' FROM registration_requests`);
  await t.ds.query(`ANALYZE partner_documents, registration_requests`);
  const plan = await t.ds.transaction(async (m) => {
    const rows: { 'QUERY PLAN': string }[] = await m.query(
      `EXPLAIN ${EXPIRING_SQL.replace(/\$1/g, `'2027-01-01'`).replace(/\$2/g, '30')}`,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('partner_documents_expiry');
});

it('is for admins and compliance staff: an editor is refused', async () => {
  const editor = await t.staffToken('editor1', 'editor');
  const compliance = await t.staffToken('compliance1', 'compliance');
  const refused = await t.gql(QUERY, {}, editor);
  expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
  expect(refused.body.data).toBeNull();
  const shown = await t.gql(QUERY, {}, compliance);
  expect(shown.body.errors).toBeUndefined();
  expect(shown.body.data.expiringDocuments).toMatchObject({ total: 0, days: 30, items: [] });
});
