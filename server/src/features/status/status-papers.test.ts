/**
 * A registration's papers on the status page (PRODUCT.md §23): each required paper with its
 * state (pending, accepted, rejected with the staff's reason, expired, missing), and one paper
 * replaced from the page by a multipart POST with the reference and contact (never in the
 * address): refused on that paper's fields in the page's language, or pending again.
 */
import type express from 'express';
import request from 'supertest';
import { ADMIN_ACTOR, appPerFile } from '../../test/harness';
import { pageFormApp, renderedPost } from '../../test/page-form';
import type { StatusPost } from '../../ssr/contract';
import { statusForm } from './status-form';

const t = appPerFile();
let page: express.Express;
beforeAll(() => {
  page = pageFormApp(statusForm(t.services), t.services);
  page.set('trust proxy', true);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PHONE = '01711-204455';

/** A captain who sent every paper but the insurance; NID rejected, tax token expired. */
async function captain() {
  const reg = await t.services.registrations.create({
    kind: 'DRIVER',
    name: 'Karim Mia',
    phone: PHONE,
    city: 'Dhaka',
    vehicleType: 'Bike',
  });
  const send = (kind: string, expiresOn = '2031-01-01') =>
    t.services.documentSubmissions.submit(
      { reference: reg.reference, contact: PHONE, kind, number: `${kind}-1`, expiresOn },
      { buffer: PDF, originalName: 'p.pdf' },
      '10.9.9.9',
    );
  const nid = await send('NID');
  await send('DRIVING_LICENCE');
  await send('VEHICLE_REGISTRATION');
  const tax = await send('TAX_TOKEN');
  const fitness = await send('FITNESS');
  await t.services.partnerDocuments.reject(nid.id, 'The photo is blurred', ADMIN_ACTOR);
  await t.services.partnerDocuments.accept(fitness.id, ADMIN_ACTOR);
  await t.ds.query(`UPDATE partner_documents SET expires_on = '2020-01-01' WHERE id = $1`, [
    tax.id,
  ]);
  return reg;
}

const found = (res: { text: string }) => renderedPost(res).formPost as StatusPost;

describe('a registration’s papers on the status page', () => {
  it('lists each required paper with its state and the staff’s reason', async () => {
    const reg = await captain();
    const res = await request(page)
      .post('/status')
      .type('form')
      .send({ reference: reg.reference, contact: '০১৭১১২০৪৪৫৫' });
    expect(found(res).found?.documents).toEqual([
      { kind: 'NID', state: 'REJECTED', reason: 'The photo is blurred', expiresOn: '2031-01-01' },
      { kind: 'DRIVING_LICENCE', state: 'PENDING', reason: null, expiresOn: '2031-01-01' },
      { kind: 'VEHICLE_REGISTRATION', state: 'PENDING', reason: null, expiresOn: '2031-01-01' },
      { kind: 'TAX_TOKEN', state: 'EXPIRED', reason: null, expiresOn: '2020-01-01' },
      { kind: 'FITNESS', state: 'ACCEPTED', reason: null, expiresOn: '2031-01-01' },
      { kind: 'INSURANCE', state: 'MISSING', reason: null, expiresOn: null },
    ]);
  });

  it('replaces the rejected paper from the page; a problem is said on its field, in Bangla', async () => {
    const reg = await captain();
    const replace = (fields: Record<string, string>, file = PDF) =>
      request(page)
        .post('/bn/status')
        .field('reference', reg.reference)
        .field('contact', PHONE)
        .field('document', 'NID')
        .field('NID.number', '১২৩ ৪৫৬')
        .field('NID.expiresOn', '')
        .field(Object.keys(fields)[0] ?? 'x', Object.values(fields)[0] ?? '')
        .attach('NID.file', file, 'nid.pdf');

    const bad = await replace({}, Buffer.from('GIF89a....'));
    expect(bad.status).toBe(200);
    const refused = found(bad);
    expect(refused.errors).toEqual({ 'NID.file': expect.stringMatching(/^জাতীয় পরিচয়পত্রের ফাইল/) });
    // The timeline stays, with what was typed for that paper.
    expect(refused.found?.documents[0]).toMatchObject({ kind: 'NID', state: 'REJECTED' });
    expect(refused.values).toMatchObject({ 'NID.number': '১২৩ ৪৫৬' });

    const ok = await replace({});
    expect(found(ok)).toMatchObject({ replaced: 'NID', errors: {} });
    expect(found(ok).found?.documents[0]).toMatchObject({ kind: 'NID', state: 'PENDING' });

    // The accepted fitness certificate cannot be replaced: said on its own form.
    const accepted = await request(page)
      .post('/status')
      .field('reference', reg.reference)
      .field('contact', PHONE)
      .field('document', 'FITNESS')
      .field('FITNESS.number', 'F-2')
      .field('FITNESS.expiresOn', '2032-01-01')
      .attach('FITNESS.file', PDF, 'f.pdf');
    expect(found(accepted).errors).toEqual({ FITNESS: expect.stringMatching(/^Only a rejected/) });
  });

  it('answers a wrong contact with the one miss, storing nothing', async () => {
    const reg = await captain();
    const before = await t.objects('private');
    const res = await request(page)
      .post('/status')
      .field('reference', reg.reference)
      .field('contact', '01999999999')
      .field('document', 'INSURANCE')
      .field('INSURANCE.number', 'I-1')
      .field('INSURANCE.expiresOn', '2031-01-01')
      .attach('INSURANCE.file', PDF, 'i.pdf');
    expect(res.status).toBe(404);
    expect(found(res).found).toBeUndefined();
    expect(await t.objects('private')).toEqual(before);
  });
});
