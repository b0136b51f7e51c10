/**
 * A partner's papers in the data export and the erase (PRODUCT.md §15): the rows and the files
 * go into the zip, and an erase (or retention) deletes both, leaving no file behind.
 */
import { strFromU8, unzipSync } from 'fflate';
import { appPerFile, gqlUpload } from '../../test/harness';
import { completePlan, eraseRows, planForEmail } from '../../records/erase';
import { personalRecords } from '../../records/personal-data';
import { buildExport } from '../privacy/export';

const t = appPerFile();
const EMAIL = 'karim@example.com';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SUBMIT = `mutation($input: PartnerDocumentSubmission!, $file: Upload!) {
  submitPartnerDocument(input: $input, file: $file) { id }
}`;

async function merchantWithPapers() {
  const reg = await t.services.registrations.create({
    kind: 'MERCHANT',
    name: 'Karim Store',
    phone: '01711-204455',
    email: EMAIL,
    city: 'Dhaka',
    businessName: 'Karim Store',
    productCategory: 'Clothing',
  });
  for (const kind of ['TRADE_LICENCE', 'OWNER_NID']) {
    const input = {
      reference: reg.reference,
      contact: EMAIL,
      kind,
      number: 'TL-99887766',
      expiresOn: '2031-06-30',
    };
    const res = await gqlUpload(
      t.app,
      SUBMIT,
      { input, file: null },
      { file: { buffer: PDF, name: 'p.pdf' } },
    );
    expect(res.body.errors).toBeUndefined();
  }
  return reg;
}

it('exports a partner’s papers with their files', async () => {
  await merchantWithPapers();
  const records = personalRecords(t.services.records);
  const name = await buildExport(t.ds, t.services.storage, EMAIL, records);
  const chunks: Buffer[] = [];
  for await (const c of (await t.services.storage.store.read('private', name))!)
    chunks.push(c as Buffer);
  const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  const papers = Object.keys(files).filter((f) => f.startsWith('partner_documents/'));
  expect(papers).toHaveLength(2);
  expect(strFromU8(files['partner_documents.csv'])).toContain('TL-99887766');
});

it('erases a partner’s papers and their files with the registration', async () => {
  await merchantWithPapers();
  expect(await t.objects('private')).toHaveLength(2);
  const records = personalRecords(t.services.records);
  await t.ds.transaction(async (m) => {
    const plan = await completePlan(m, records, await planForEmail(m, records, EMAIL));
    await eraseRows(m, t.services.storage.store, records, plan);
  });
  expect(await t.ds.query(`SELECT id FROM partner_documents`)).toEqual([]);
  expect(await t.objects('private')).toEqual([]);
});
