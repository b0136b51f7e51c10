/**
 * The attacker's view of /verify: a plate in Bangla or Latin finds the same captain, and the
 * answer — through GraphQL and the no-JS form — has the same status, keys and statements whether
 * anything was found or not, says nothing personal, never reaches the log, and a client cannot
 * ask about more plates than its budget (found or not, refused alike past it).
 */
import pino from 'pino';
import request from 'supertest';
import { ADMIN_ACTOR, appPerFile, createTestApp } from '../../test/harness';
import { pageFormApp, renderedPost } from '../../test/page-form';
import { PARTNER_VERIFICATIONS } from '../../limits/partner-verifications';
import { documentNumberKey, DocumentKind } from '../partner-documents/document-kinds';
import { verifyForm } from './verify-form';

const lines: string[] = [];
jest
  .spyOn(pino, 'destination')
  .mockReturnValue({ write: (line: string) => void lines.push(line) } as never);

const t = appPerFile(() => createTestApp({ LOG_LEVEL: 'info' }));
const VERIFY = `query ($query: String!) { verifyPartner(query: $query) { state validUntil } }`;
const verify = (query: string) => t.gql(VERIFY, { query });
const post = (path: string, body: Record<string, string>) =>
  request(pageFormApp(verifyForm(t.services), t.services))
    .post(path)
    .type('form')
    .send(body);

const PLATE = 'ঢাকা মেট্রো-গ ১২-৩৪৫৬';
const SUSPENDED_PLATE = 'Chattogram Metro-Tha 11-2233';
const PENDING_PLATE = 'Sylhet-Ha 51-2345';
const NAME = 'Rafiqul Islam Verifytest';
const PHONE = '01712-987654';

/** A captain with an accepted plate (and a dated insurance), in `status`; its reference. */
async function captain(plate: string, status: string, insuranceUntil = '2027-03-31') {
  const g = await t.services.registrations.create({
    kind: 'DRIVER',
    name: NAME,
    phone: PHONE,
    email: 'rafiq@example.com',
    city: 'Dhaka',
    vehicleType: 'Car',
  });
  const doc = `INSERT INTO partner_documents
      (registration_id, kind, number, number_key, expires_on, file_key, content_type, size, state)
    VALUES ($1, $2, $3, $4, $5, 'x.pdf', 'application/pdf', 1, 'ACCEPTED')`;
  const kind = DocumentKind.VEHICLE_REGISTRATION;
  await t.ds.query(doc, [g.id, kind, plate, documentNumberKey(kind, plate), null]);
  await t.ds.query(doc, [g.id, DocumentKind.INSURANCE, 'INS-1', 'ins1', insuranceUntil]);
  await t.ds.query(`UPDATE registration_requests SET status = $2 WHERE id = $1`, [g.id, status]);
  return g.reference;
}

let reference: string;
beforeEach(async () => {
  reference = await captain(PLATE, 'APPROVED');
  await captain(SUSPENDED_PLATE, 'SUSPENDED');
  await captain(PENDING_PLATE, 'CONTACTED');
});

describe('verifyPartner', () => {
  it('finds an approved captain by its plate in Bangla, in Latin, and by its partner ID', async () => {
    for (const query of [PLATE, 'Dhaka Metro-Ga 12-3456', 'DHAKA METRO GA 123456', reference]) {
      const res = await verify(query).expect(200);
      expect(res.body.data.verifyPartner).toEqual({
        state: 'REGISTERED',
        validUntil: '2027-03-31',
      });
    }
  });

  it('says suspended, and not ours for an unknown plate, a pending captain or a customer', async () => {
    expect((await verify('চট্ট মেট্রো-থ ১১-২২৩৩')).body.data.verifyPartner).toEqual({
      state: 'SUSPENDED',
      validUntil: null,
    });
    const customer = await t.services.registrations.create({
      kind: 'CUSTOMER',
      name: 'C',
      phone: '01711000000',
      city: 'Dhaka',
    });
    await t.services.registrations.setStatus(customer.id, 'CONTACTED', null, ADMIN_ACTOR);
    await t.services.registrations.setStatus(customer.id, 'APPROVED', null, ADMIN_ACTOR);
    for (const query of ['Dhaka Metro-Ga 12-3457', PENDING_PLATE, customer.reference])
      expect((await verify(query)).body.data.verifyPartner).toEqual({
        state: 'NOT_OURS',
        validUntil: null,
      });
  });

  it('answers found and not found alike: status, keys, and the statements it runs', async () => {
    const served = t.services.partnerVerify as unknown as { db: { query: jest.Mock } };
    const spy = jest.spyOn(served.db, 'query');
    const statements = async (query: string) => {
      spy.mockClear();
      const res = await verify(query);
      return {
        status: res.status,
        keys: Object.keys(res.body.data.verifyPartner),
        sql: spy.mock.calls.map((c) => c[0]),
      };
    };
    const found = await statements(PLATE);
    const missing = await statements('ঢাকা মেট্রো-গ ৯৯-৯৯৯৯');
    const byId = await statements('DR-2345-6789');
    spy.mockRestore();
    expect(missing).toEqual(found);
    expect(byId).toEqual(found);
    const page = renderedPost(await post('/verify', { query: PLATE })).formPost;
    const none = renderedPost(await post('/verify', { query: 'Dhaka Metro-Ga 99-9999' })).formPost;
    expect(Object.keys(none)).toEqual(Object.keys(page));
    expect(Object.keys((none as { verified: object }).verified)).toEqual(
      Object.keys((page as { verified: object }).verified),
    );
  });

  it('answers nothing personal, and never logs the plate or the ID asked about', async () => {
    const res = await verify(PLATE);
    const page = await post('/bn/verify', { query: 'Dhaka Metro-Ga 12-3456' });
    for (const text of [JSON.stringify(res.body), page.text])
      for (const personal of ['Rafiqul', 'Verifytest', '987654', 'rafiq@', 'Dhaka"'])
        expect(text).not.toContain(personal);
    await request(t.app).post('/verify').type('form').send({ query: 'Sylhet-Ha 51-9988' });
    const logged = lines.join('');
    expect(logged).toContain('/verify');
    for (const asked of ['১২-৩৪৫৬', '12-3456', '51-9988', reference])
      expect(logged).not.toContain(asked);
  });

  it('refuses what is no plate and no ID on its field in both languages, never a 5xx', async () => {
    const res = await verify('hello').expect(200);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const bn = await post('/bn/verify', { query: 'hello' });
    expect(bn.status).toBe(200);
    expect(renderedPost(bn).formPost.errors).toEqual({
      query: 'এটি ঢাকা মেট্রো-গ ১২-৩৪৫৬-এর মতো নম্বর প্লেট বা DR-7K3P-Q9MX-এর মতো পার্টনার আইডি নয়',
    });
    const en = await post('/verify', { query: '' });
    expect(renderedPost(en).formPost.errors).toEqual({
      query: 'Type a number plate or a partner ID',
    });
  });

  it('cannot be used to list plates faster than the budget: past it, ours and not alike are refused', async () => {
    for (let i = 0; i < PARTNER_VERIFICATIONS.points; i++)
      expect((await verify(`Dhaka Metro-Ga 12-${String(5000 + i)}`)).body.errors).toBeUndefined();
    for (const query of [PLATE, 'Dhaka Metro-Ga 12-9999', 'dhakametroga123456', reference]) {
      const refused = await verify(query);
      expect(refused.body.data).toBeNull();
      expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    }
    const page = await post('/bn/verify', { query: PLATE });
    expect(page.status).toBe(429);
    expect(renderedPost(page).formPost.problem).toContain('মিনিট পরে আবার চেষ্টা করুন');
    expect(JSON.stringify(renderedPost(page).formPost)).not.toContain('REGISTERED');
  });
});

describe('reporting a plate', () => {
  it('files a FRAUD_REPORT from the no-JS form and through GraphQL', async () => {
    const report = await post('/bn/verify', {
      intent: 'report',
      query: 'Dhaka Metro-Ga 12-3457',
      note: 'প্লেট অ্যাপের সঙ্গে মেলেনি',
    });
    expect(report.status).toBe(200);
    expect(renderedPost(report).formPost).toMatchObject({
      reported: expect.stringMatching(/^DR-/),
    });
    const REPORT = `mutation ($query: String!) { reportVerification(query: $query, locale: "en") }`;
    expect((await t.gql(REPORT, { query: PLATE })).body.data.reportVerification).toMatch(/^DR-/);
    const rows = await t.ds.query(
      `SELECT kind, subject, message, locale FROM contact_messages ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        kind: 'FRAUD_REPORT',
        subject: 'Reported vehicle or captain: Dhaka Metro-Ga 12-3457',
        message: 'প্লেট অ্যাপের সঙ্গে মেলেনি',
        locale: 'bn',
      },
      {
        kind: 'FRAUD_REPORT',
        subject: `Reported vehicle or captain: ${PLATE}`,
        message: '(no note)',
        locale: 'en',
      },
    ]);
  });
});
