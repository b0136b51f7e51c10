/**
 * The expiry engine with the clock moved: the 30- and 7-day reminders once each, suspension on
 * the day a required document expires in Dhaka (not a minute before its midnight, 18:00 UTC the
 * day before), a replacement waiting for review is not enough, an accepted one makes the partner
 * active again; a partner approved before documents existed is never suspended.
 */
import { ADMIN_ACTOR, appPerFile } from '../../test/harness';
import type { Job } from '../../jobs/jobs';
import { DocumentKind, REQUIRED_DOCUMENTS } from '../partner-documents/document-kinds';
import { reminderMail } from './expiry-mail';

const t = appPerFile();

const EXPIRES = '2027-01-31';
/** An instant in Dhaka (UTC+6), written as there. */
const dhaka = (local: string) => new Date(`${local}+06:00`);

const DOC = `INSERT INTO partner_documents
    (registration_id, kind, number, number_key, expires_on, file_key, content_type, size, state)
  VALUES ($1, $2, $3, $3, $4, 'x.pdf', 'application/pdf', 1, $5) RETURNING id`;

/** An approved captain whose papers are all accepted, the insurance expiring on EXPIRES. */
async function captain(locale: 'en' | 'bn' = 'bn') {
  const g = await t.services.registrations.create({
    kind: 'DRIVER',
    name: 'Karim',
    phone: '01712-000111',
    email: 'karim@example.com',
    city: 'Dhaka',
    vehicleType: 'Car',
    locale,
  });
  let insurance = 0;
  for (const kind of REQUIRED_DOCUMENTS.DRIVER) {
    const until =
      kind === DocumentKind.INSURANCE ? EXPIRES : kind === DocumentKind.NID ? null : '2029-06-30';
    const [row] = await t.ds.query(DOC, [g.id, kind, `${kind}-1`, until, 'ACCEPTED']);
    if (kind === DocumentKind.INSURANCE) insurance = row.id;
  }
  await t.ds.query(`UPDATE registration_requests SET status = 'APPROVED' WHERE id = $1`, [g.id]);
  return { id: g.id, insurance };
}

const statusOf = async (id: number) =>
  (await t.ds.query(`SELECT status FROM registration_requests WHERE id = $1`, [id]))[0].status;
const stamps = async (id: number) =>
  (
    await t.ds.query(
      `SELECT reminded_30_at IS NOT NULL AS "30", reminded_7_at IS NOT NULL AS "7"
         FROM partner_documents WHERE id = $1`,
      [id],
    )
  )[0];

describe('the expiry engine, the clock moved across Dhaka midnights', () => {
  it('reminds at 30 and 7 days once each, suspends on the day, and reactivates', async () => {
    const queued: Job[] = [];
    jest.spyOn(t.services.jobs, 'enqueue').mockImplementation(async (job) => void queued.push(job));
    const { id, insurance } = await captain('bn');
    const legacy = await t.services.registrations.create({
      kind: 'DRIVER',
      name: 'Old',
      phone: '01712-000222',
      city: 'Dhaka',
      vehicleType: 'Bike',
    });
    await t.ds.query(`UPDATE registration_requests SET status = 'APPROVED' WHERE id = $1`, [
      legacy.id,
    ]);
    const run = (local: string) => t.services.documentExpiry.run(dhaka(local));
    const reminded = (r: Awaited<ReturnType<typeof run>>, days: number) =>
      r.reminded.find((x) => x.days === days)!.documents;

    // 31 days before, one second to midnight in Dhaka: nothing yet.
    let r = await run('2026-12-31T23:59:59');
    expect(r.today).toBe('2026-12-31');
    expect([reminded(r, 30), reminded(r, 7), r.suspended]).toEqual([[], [], []]);
    // Midnight in Dhaka (18:00 UTC the day before): 30 days to go.
    r = await run('2027-01-01T00:00:00');
    expect(reminded(r, 30)).toEqual([insurance]);
    expect(await stamps(insurance)).toEqual({ '30': true, '7': false });
    expect(queued).toContainEqual({
      queue: 'document-reminder-mail',
      data: { id: insurance, days: 30 },
    });
    // Once: the same day again, and the days after, send no second 30-day reminder.
    expect(reminded(await run('2027-01-01T12:00:00'), 30)).toEqual([]);
    expect(reminded(await run('2027-01-23T23:59:00'), 7)).toEqual([]);
    r = await run('2027-01-24T00:00:00');
    expect([reminded(r, 30), reminded(r, 7)]).toEqual([[], [insurance]]);
    expect(reminded(await run('2027-01-25T09:00:00'), 7)).toEqual([]);
    expect(queued.filter((j) => j.queue === 'document-reminder-mail')).toHaveLength(2);

    // The last minute of the day before: still approved.
    r = await run('2027-01-30T23:59:59');
    expect(r.suspended).toEqual([]);
    expect(await statusOf(id)).toBe('APPROVED');
    // The day it expires, from midnight in Dhaka: suspended, once, with a staff alert.
    r = await run('2027-01-31T00:00:00');
    expect(r.suspended).toEqual([id]);
    expect(await statusOf(id)).toBe('SUSPENDED');
    expect((await run('2027-01-31T08:00:00')).suspended).toEqual([]);
    const alerts = queued.filter((j) => j.queue === 'staff-alert-mail' && j.data.id === id);
    expect(alerts.slice(1)).toEqual([
      {
        queue: 'staff-alert-mail',
        data: expect.objectContaining({
          kind: 'REGISTRATION',
          id,
          title: 'Suspended: the insurance certificate expired on 2027-01-31',
        }),
      },
    ]);
    // The partner reads why on the status page, in Bangla, and is e-mailed the step.
    const steps = await t.ds.query(
      `SELECT status, visitor_note AS note FROM request_steps WHERE request_id = $1 ORDER BY id`,
      [id],
    );
    expect(steps.filter((s: { status: string }) => s.status === 'SUSPENDED')).toEqual([
      {
        status: 'SUSPENDED',
        note: expect.stringMatching(/^আপনার বিমা সনদ-এর মেয়াদ ৩১ জানুয়ারি,? ২০২৭ শেষ হয়েছে।/),
      },
    ]);
    expect(queued).toContainEqual({
      queue: 'visitor-mail',
      data: expect.objectContaining({ kind: 'REGISTRATION', id }),
    });
    const [logged] = await t.ds.query(
      `SELECT actor, summary FROM activity_entries WHERE entity = 'RegistrationRequest' AND entity_id = $1`,
      [id],
    );
    expect(logged).toEqual({
      actor: 'system',
      summary: expect.stringContaining('APPROVED → SUSPENDED'),
    });

    // A replacement uploaded, not yet reviewed: still suspended.
    await t.ds.query(`UPDATE partner_documents SET state = 'REPLACED' WHERE id = $1`, [insurance]);
    const [fresh] = await t.ds.query(DOC, [
      id,
      DocumentKind.INSURANCE,
      'INS-2',
      '2028-01-31',
      'PENDING',
    ]);
    expect((await run('2027-02-02T10:00:00')).reactivated).toEqual([]);
    expect(await statusOf(id)).toBe('SUSPENDED');
    // Accepted: active again at once (the review's data_changed), not at the next pass.
    await t.services.partnerDocuments.accept(fresh.id, ADMIN_ACTOR);
    while ((await statusOf(id)) !== 'APPROVED') await new Promise(setImmediate);
    expect(await t.ds.query(`SELECT * FROM document_suspensions`)).toEqual([]);
    expect((await run('2027-02-03T10:00:00')).suspended).toEqual([]);
    // Approved before documents existed: never suspended for papers it never sent.
    expect(await statusOf(legacy.id)).toBe('APPROVED');
  });

  it('sends one reminder, the 7-day one, for a document accepted a week before it expires', async () => {
    const { insurance } = await captain('en');
    const r = await t.services.documentExpiry.run(dhaka('2027-01-26T09:00:00'));
    expect(r.reminded).toEqual([
      { days: 7, documents: [insurance] },
      { days: 30, documents: [] },
    ]);
    expect(await stamps(insurance)).toEqual({ '30': true, '7': true });
  });

  it('words the reminder in the partner’s language, Bangla digits in the date', async () => {
    const mail = await reminderMail({
      locale: 'bn',
      days: 7,
      document: 'INSURANCE',
      expiresOn: EXPIRES,
      reference: 'DR-7K3P-Q9MX',
      name: 'করিম',
      statusUrl: 'http://x/bn/status?ref=DR-7K3P-Q9MX',
    });
    expect(mail.subject).toBe('আপনার বিমা সনদ-এর মেয়াদ ৭ দিন পর শেষ হবে — রেফারেন্স DR-7K3P-Q9MX');
    expect(mail.text).toMatch(/মেয়াদ ৩১ জানুয়ারি,? ২০২৭ শেষ হবে/);
    const en = await reminderMail({
      locale: 'en',
      days: 30,
      document: 'DRIVING_LICENCE',
      expiresOn: EXPIRES,
      reference: 'DR-7K3P-Q9MX',
      name: 'Karim',
      statusUrl: 'http://x/status?ref=DR-7K3P-Q9MX',
    });
    expect(en.subject).toBe('Your driving licence expires in 30 days — reference DR-7K3P-Q9MX');
    expect(en.text).toContain('31 January 2027');
  });
});
