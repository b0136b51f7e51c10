/**
 * Partners' papers (PRODUCT.md §23): sent one by one with the registration's reference and
 * contact, stored without what the camera wrote, reviewed by document; a registration is approved
 * only with every required paper accepted; editors never read a number or open a file.
 */
import sharp from 'sharp';
import request from 'supertest';
import { appPerFile, gqlUpload, ADMIN_ACTOR } from '../../test/harness';
import { documentNumberKey, REQUIRED_DOCUMENTS } from '.';
import { DocumentKind } from './document-kinds';

const t = appPerFile();

const SUBMIT = `mutation($input: PartnerDocumentSubmission!, $file: Upload!) {
  submitPartnerDocument(input: $input, file: $file) { id kind state number expiresOn fileUrl }
}`;
const LIST = `query($id: Int!) { partnerDocuments(registrationId: $id) {
  id kind state number fileUrl reason expiresOn } }`;

/** A phone photo of a paper: GPS and camera in its EXIF. */
const gpsPhoto = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: '#ddd' } })
    .withExif({
      IFD0: { Make: 'PhoneCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 47/1 40/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 52/1',
      },
    })
    .jpeg()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function captain() {
  return t.services.registrations.create({
    kind: 'DRIVER',
    name: 'Karim Mia',
    phone: '01711-204455',
    city: 'Dhaka',
    vehicleType: 'Bike',
  });
}

function submit(reference: string, input: Record<string, unknown>, file = PDF, lang = 'en') {
  return gqlUpload(
    t.app,
    SUBMIT,
    {
      input: {
        reference,
        contact: '০১৭১১২০৪৪৫৫',
        number: 'DL-12345678',
        expiresOn: '2031-01-01',
        ...input,
      },
      file: null,
    },
    { file: { buffer: file, name: 'paper.pdf' } },
  ).set('accept-language', lang);
}

async function sendAll(reference: string) {
  for (const kind of REQUIRED_DOCUMENTS.DRIVER) {
    const res = await submit(reference, { kind });
    expect(res.body.errors).toBeUndefined();
  }
}

describe('partner documents', () => {
  it('keys a number however it is written: case, Bangla digits, spaces and dashes', () => {
    expect(documentNumberKey(DocumentKind.NID, ' ১২৩ ৪৫৬-৭৮৯০ ')).toBe('1234567890');
    expect(documentNumberKey(DocumentKind.DRIVING_LICENCE, 'dk-0412 ab')).toBe('dk0412ab');
  });

  it('stores a phone photo without its GPS, reads Bangla digits, and stores nothing on bad input', async () => {
    const reg = await captain();
    const bad = await submit(
      reg.reference,
      { kind: 'FITNESS', expiresOn: '২০২০-০১-০১' },
      PDF,
      'bn',
    );
    expect(bad.body.errors[0].extensions.fields).toEqual([
      {
        field: 'FITNESS.expiresOn',
        message: 'ফিটনেস সনদের মেয়াদ শেষের তারিখ আজকের আগের হতে পারে না',
      },
    ]);
    const gif = await submit(reg.reference, { kind: 'FITNESS' }, Buffer.from('GIF89a....'));
    expect(gif.body.errors[0].extensions.fields[0].field).toBe('FITNESS.file');
    expect(await t.objects('private')).toEqual([]);

    const res = await submit(
      reg.reference,
      { kind: 'NID', number: '১২৩ ৪৫৬ ৭৮৯০', expiresOn: null },
      await gpsPhoto(),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.submitPartnerDocument).toMatchObject({
      state: 'PENDING',
      number: '•••• ৭৮৯০',
      fileUrl: null,
    });
    const [row] = await t.ds.query(`SELECT number, number_key, file_key FROM partner_documents`);
    expect(row).toMatchObject({ number: '১২৩ ৪৫৬ ৭৮৯০', number_key: '1234567890' });
    const stored = await t.services.storage.store.read('private', row.file_key);
    const chunks: Buffer[] = [];
    for await (const c of stored!) chunks.push(c as Buffer);
    const meta = await sharp(Buffer.concat(chunks)).metadata();
    expect(meta.exif).toBeUndefined();
  });

  it('answers a wrong contact like a wrong reference, storing nothing', async () => {
    const reg = await captain();
    const res = await submit(reg.reference, { kind: 'NID', contact: '01999999999' });
    expect(res.body.errors[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(await t.objects('private')).toEqual([]);
  });

  it('approves only with every paper accepted; a rejected paper is replaced, an accepted one is not', async () => {
    const reg = await captain();
    await sendAll(reg.reference);
    const docs = await t.services.partnerDocuments.listFor(reg.id);
    expect(docs.map((d) => d.kind)).toEqual(REQUIRED_DOCUMENTS.DRIVER);
    await t.services.registrations.setStatus(reg.id, 'CONTACTED', null, ADMIN_ACTOR);
    for (const d of docs.slice(1)) await t.services.partnerDocuments.accept(d.id, ADMIN_ACTOR);
    await t.services.partnerDocuments.reject(docs[0].id, 'BLURRED', ADMIN_ACTOR);
    await expect(
      t.services.registrations.setStatus(reg.id, 'APPROVED', null, ADMIN_ACTOR),
    ).rejects.toMatchObject({
      fields: [{ field: 'status', message: expect.stringContaining('not yet: National ID') }],
    });

    const again = await submit(reg.reference, { kind: 'INSURANCE' });
    expect(again.body.errors[0].extensions.code).toBe('CONFLICT');
    const replaced = await submit(reg.reference, { kind: 'NID' });
    expect(replaced.body.data.submitPartnerDocument.state).toBe('PENDING');
    const states = await t.ds.query(
      `SELECT state FROM partner_documents WHERE kind = 'NID' ORDER BY id`,
    );
    expect(states).toEqual([{ state: 'REPLACED' }, { state: 'PENDING' }]);

    await t.services.partnerDocuments.accept(
      replaced.body.data.submitPartnerDocument.id,
      ADMIN_ACTOR,
    );
    const approved = await t.services.registrations.setStatus(
      reg.id,
      'APPROVED',
      null,
      ADMIN_ACTOR,
    );
    expect(approved.status).toBe('APPROVED');
  });

  it('attacker: an editor reads no number and opens no file, through GraphQL or a file URL', async () => {
    const reg = await captain();
    await sendAll(reg.reference);
    const editor = await t.staffToken('editor1', 'editor');
    const compliance = await t.staffToken('compliance1', 'compliance');

    const seen = await t.gql(LIST, { id: reg.id }, editor);
    expect(seen.body.errors).toBeUndefined();
    for (const d of seen.body.data.partnerDocuments) {
      expect(d).toMatchObject({ number: '•••• 5678', fileUrl: null });
    }
    const id = seen.body.data.partnerDocuments[0].id;
    const file = await request(t.app)
      .get(`/api/partner-documents/${id}/file`)
      .set('authorization', `Bearer ${editor}`);
    expect(file.status).toBe(403);
    const accept = await t.gql(
      `mutation($id: Int!) { acceptPartnerDocument(id: $id) { state } }`,
      { id: Number(id) },
      editor,
    );
    expect(accept.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(await t.ds.query(`SELECT 1 FROM activity_entries WHERE action = 'open'`)).toEqual([]);

    const full = await t.gql(LIST, { id: reg.id }, compliance);
    expect(full.body.data.partnerDocuments[0]).toMatchObject({
      number: 'DL-12345678',
      fileUrl: `/api/partner-documents/${id}/file`,
    });
    const opened = await request(t.app)
      .get(`/api/partner-documents/${id}/file`)
      .set('authorization', `Bearer ${compliance}`);
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    const log = await t.ds.query(
      `SELECT actor, entity_id FROM activity_entries WHERE action = 'open'`,
    );
    expect(log).toEqual([{ actor: 'compliance1', entity_id: Number(id) }]);
  });
});
