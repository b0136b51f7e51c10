/**
 * The registration form without JavaScript (registration-form.ts): a captain's six papers posted
 * with the details in one multipart form; every problem at once on its field in the page's
 * language and nothing stored; else the registration and its papers stored together. The
 * renderer answers the outcome it was given as JSON (test/page-form.ts).
 */
import type express from 'express';
import request from 'supertest';
import { appPerFile } from '../../test/harness';
import { pageFormApp, renderedPost } from '../../test/page-form';
import { REQUIRED_DOCUMENTS } from '../partner-documents/document-kinds';
import { registrationForm } from './registration-form';

const t = appPerFile();
let page: express.Express;
beforeAll(() => {
  page = pageFormApp(registrationForm(t.services), t.services);
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const DETAILS = {
  name: 'Karim Mia',
  countryCode: '+880',
  phone: '01711-204455',
  city: 'Dhaka',
  vehicleType: 'Bike',
};

/** The captain's form: the details, then each paper's number, expiry and file (unless left out). */
function post(
  path: string,
  fields: Record<string, string> = {},
  { without = [] as string[] } = {},
) {
  let req = request(page).post(path);
  const all: Record<string, string> = { ...DETAILS };
  for (const kind of REQUIRED_DOCUMENTS.DRIVER) {
    all[`${kind}.number`] = `${kind}-12345`;
    all[`${kind}.expiresOn`] = '২০৩১-০১-০১';
  }
  for (const [name, value] of Object.entries({ ...all, ...fields })) req = req.field(name, value);
  for (const kind of REQUIRED_DOCUMENTS.DRIVER)
    if (!without.includes(kind)) req = req.attach(`${kind}.file`, PDF, `${kind}.pdf`);
  return req;
}

const count = async (table: string) =>
  Number((await t.ds.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

describe('the registration form without JavaScript', () => {
  it('says every problem on its field in Bangla, and stores nothing', async () => {
    const res = await post(
      '/bn/registration/driver',
      { name: '', 'FITNESS.expiresOn': '২০২০-০১-০১', 'NID.number': '' },
      { without: ['INSURANCE'] },
    );
    expect(res.status).toBe(400);
    const { errors, values } = renderedPost(res).formPost;
    expect(errors).toMatchObject({
      name: expect.any(String),
      'FITNESS.expiresOn': 'ফিটনেস সনদের মেয়াদ শেষের তারিখ আজকের আগের হতে পারে না',
      'NID.number': expect.stringMatching(/^জাতীয় পরিচয়পত্রের নম্বর/),
      'INSURANCE.file': expect.stringMatching(/^বিমার ফাইল/),
    });
    // What was typed comes back (files must be attached again).
    expect(values).toMatchObject({ phone: '01711-204455', 'TAX_TOKEN.number': 'TAX_TOKEN-12345' });
    expect(await count('registration_requests')).toBe(0);
    expect(await count('partner_documents')).toBe(0);
    expect(await t.objects('private')).toEqual([]);
  });

  it('refuses a file that is not an image or a PDF, in English on the English page', async () => {
    const res = await request(page)
      .post('/registration/fleet-partner')
      .field('name', 'Rahim Fleet')
      .field('phone', '01711-204456')
      .field('city', 'Dhaka')
      .field('fleetSize', '3')
      .field('TRADE_LICENCE.number', 'TL-1')
      .field('TRADE_LICENCE.expiresOn', '2031-01-01')
      .attach('TRADE_LICENCE.file', Buffer.from('GIF89a....'), 'x.gif');
    expect(res.status).toBe(400);
    expect(Object.keys(renderedPost(res).formPost.errors)).toEqual(['TRADE_LICENCE.file']);
    expect(await count('registration_requests')).toBe(0);
  });

  it('refuses a paper over the size limit with 413 on its own field, storing nothing', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await post('/registration/driver', {}, { without: ['INSURANCE'] }).attach(
      'INSURANCE.file',
      big,
      'insurance.pdf',
    );
    expect(res.status).toBe(413);
    const { errors, values } = renderedPost(res).formPost;
    expect(errors).toEqual({
      'INSURANCE.file': expect.stringMatching(/file must be at most 10 MB$/),
    });
    expect(values).toMatchObject({ name: 'Karim Mia' });
    expect(await count('registration_requests')).toBe(0);
    expect(await t.objects('private')).toEqual([]);
  });

  it('stores the registration with its six papers, pending, and answers the reference', async () => {
    const res = await post('/registration/driver');
    expect(res.status).toBe(200);
    const { formPost } = renderedPost(res);
    expect(formPost).toMatchObject({ form: 'registration', errors: {} });
    const reference = (formPost as { reference: string }).reference;
    expect(reference).toMatch(/^DR-/);
    const rows = await t.ds.query(
      `SELECT d.kind, d.state, d.expires_on::text AS expires FROM partner_documents d
         JOIN registration_requests r ON r.id = d.registration_id WHERE r.reference = $1`,
      [reference],
    );
    expect(rows.map((r: { kind: string }) => r.kind).sort()).toEqual(
      [...REQUIRED_DOCUMENTS.DRIVER].sort(),
    );
    expect(rows[0]).toMatchObject({ state: 'PENDING', expires: '2031-01-01' });
    expect(await t.objects('private')).toHaveLength(6);
  });
});
