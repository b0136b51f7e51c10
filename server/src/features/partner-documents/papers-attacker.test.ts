/**
 * The attacker's tests of partners' papers (PRODUCT.md §23): an editor, or anyone without the
 * papers role, reads no NID or licence number and opens no file through any transport — GraphQL
 * (the list, the submit's answer, the staff search, the registration queries), the REST routes
 * (the file, the old API's look-up by phone), the CSV exports — and a token in an address opens
 * nothing. Only admins and compliance staff see a number whole.
 */
import request from 'supertest';
import { appPerFile, gqlUpload } from '../../test/harness';
import { REQUIRED_DOCUMENTS } from './document-kinds';

const t = appPerFile();

const NUMBER = '19901234567890123';
const PHONE = '01711-204455';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const SUBMIT = `mutation($input: PartnerDocumentSubmission!, $file: Upload!) {
  submitPartnerDocument(input: $input, file: $file) { id number fileUrl }
}`;
const LIST = `query($id: Int!) { partnerDocuments(registrationId: $id) { id number fileUrl } }`;

/** A captain with all six papers sent; answers what the public submit said back. */
async function captain() {
  const reg = await t.services.registrations.create({
    kind: 'DRIVER',
    name: 'Karim Mia',
    phone: PHONE,
    city: 'Dhaka',
    vehicleType: 'Bike',
  });
  const answers: { number: string; fileUrl: string | null }[] = [];
  for (const kind of REQUIRED_DOCUMENTS.DRIVER) {
    const input = { reference: reg.reference, contact: PHONE, kind, number: NUMBER };
    const res = await gqlUpload(
      t.app,
      SUBMIT,
      { input: { ...input, expiresOn: '2031-01-01' }, file: null },
      { file: { buffer: PDF, name: 'p.pdf' } },
    );
    expect(res.body.errors).toBeUndefined();
    answers.push(res.body.data.submitPartnerDocument);
  }
  return { reg, answers };
}

const leaks = (body: unknown) => JSON.stringify(body ?? '').includes(NUMBER.slice(0, 10));
const textLeaks = (text: string) => text.includes(NUMBER.slice(0, 10));

it('an editor reads no number through GraphQL: the list masks it, the rest is refused', async () => {
  const { reg, answers } = await captain();
  // The public submit answers its sender with the mask and no file address.
  expect(answers.every((a) => a.number === '•••• 0123' && a.fileUrl === null)).toBe(true);
  const editor = await t.staffToken('editor1', 'editor');

  const list = await t.gql(LIST, { id: reg.id }, editor);
  expect(list.body.errors).toBeUndefined();
  expect(leaks(list.body)).toBe(false);
  expect(list.body.data.partnerDocuments.every((d: { fileUrl: null }) => d.fileUrl === null)).toBe(
    true,
  );
  for (const query of [
    `{ registrationRequests(page: 1, pageSize: 50) { items { id name } } }`,
    `query($id: Int!) { registrationRequest(id: $id) { id name } }`,
    `{ expiringDocuments { total items { id } } }`,
  ]) {
    const res = await t.gql(query, { id: reg.id }, editor);
    expect([query, res.body.errors?.[0]?.extensions?.code]).toEqual([query, 'FORBIDDEN']);
  }
  // The staff search is no oracle for a number: an editor finds nothing by it.
  const search = await t.gql(
    `query($q: String!) { staffSearch(q: $q) { kind id title } }`,
    { q: NUMBER },
    editor,
  );
  expect(search.body.errors).toBeUndefined();
  expect(search.body.data.staffSearch).toEqual([]);
  // Anonymous: nothing at all.
  const anonymous = await t.gql(LIST, { id: reg.id });
  expect(anonymous.body.errors[0].extensions.code).toMatch(/UNAUTHENTICATED|FORBIDDEN/);
  expect(leaks(anonymous.body)).toBe(false);
});

it('an editor opens no file and reads no number through REST or a CSV export', async () => {
  const { reg } = await captain();
  const [doc] = await t.services.partnerDocuments.listFor(reg.id);
  const editor = await t.staffToken('editor1', 'editor');
  const compliance = await t.staffToken('compliance1', 'compliance');
  const admin = await t.staffToken('admin2', 'admin');
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const file = `/api/partner-documents/${doc.id}/file`;

  expect((await request(t.app).get(file).set(bearer(editor))).status).toBe(403);
  expect((await request(t.app).get(file)).status).toBe(401);
  // A token in the address opens nothing (addresses are logged): only the header counts.
  for (const name of ['access_token', 'token', 'authorization'])
    expect((await request(t.app).get(`${file}?${name}=${compliance}`)).status).toBe(401);
  // The old API's look-up by phone and the CSV exports are admins' alone…
  const lookup = `/api/CustomerManagement/Customers/GetByPhone?phone=${encodeURIComponent(PHONE)}`;
  const old = await request(t.app).get(lookup).set(bearer(editor));
  expect(old.status).toBe(403);
  expect(textLeaks(old.text)).toBe(false);
  for (const res of [
    await request(t.app).get('/api/export/registrations.csv').set(bearer(editor)),
    await request(t.app).post('/api/export/registrations.csv').set(bearer(editor)).send({}),
    await request(t.app).get('/api/export/registrations.csv').set(bearer(compliance)),
  ]) {
    expect(res.status).toBe(403);
    expect(textLeaks(res.text)).toBe(false);
  }
  // …and even theirs carry no paper's number or file: those are read in the documents panel.
  const csv = await request(t.app).get('/api/export/registrations.csv').set(bearer(admin));
  expect(csv.status).toBe(200);
  expect(csv.text).toContain('Karim Mia');
  expect(textLeaks(csv.text)).toBe(false);
  expect(csv.text).not.toContain(doc.fileKey);
  const found = await request(t.app).get(lookup).set(bearer(admin));
  expect(found.status).toBe(200);
  expect(textLeaks(found.text)).toBe(false);

  // Nothing above was an opening; the activity log never holds a number.
  expect(await t.ds.query(`SELECT 1 FROM activity_entries WHERE action = 'open'`)).toEqual([]);
  await request(t.app).get(file).set(bearer(compliance)).expect(200);
  const summaries: { summary: string }[] = await t.ds.query(`SELECT summary FROM activity_entries`);
  expect(summaries.some((s) => textLeaks(s.summary))).toBe(false);
});
