import request from 'supertest';
import { simplePdf } from '../../../database/demo-pdf';
import { safeFileName } from '../../../storage/files';
import { appPerFile, filesIn, gqlUpload, pngImage } from '../../../test/harness';
import { todayInDhaka } from '../../../validation';

const t = appPerFile();

const pdf = simplePdf(['Booking letter', 'Dhaka to Sylhet']);
const auth = () => ({ authorization: `Bearer ${t.adminToken()}` });
const UPLOAD = `mutation($file: Upload!) {
  uploadBookingDocument(file: $file) { id fileName mimeType size downloadUrl claimToken }
}`;

describe('safeFileName', () => {
  it.each([
    ['ticket.pdf', 'pdf', 'ticket.pdf'],
    ['C:\\Users\\me\\scan 1.PDF', 'pdf', 'scan 1.PDF'],
    ['../../etc/passwd', 'pdf', 'passwd.pdf'],
    ['photo.jpeg', 'jpg', 'photo.jpeg'],
    ['scan.png', 'pdf', 'scan.png.pdf'],
    ['"evil"\r\nname.pdf', 'pdf', 'evilname.pdf'],
    ['...', 'png', 'document.png'],
    ['টিকিট.pdf', 'pdf', 'টিকিট.pdf'],
  ])('%p (%s) → %p', (name, ext, expected) => {
    expect(safeFileName(name, ext)).toBe(expected);
  });

  it('keeps names short', () => {
    expect(safeFileName(`${'a'.repeat(300)}.pdf`, 'pdf')).toHaveLength(154);
  });
});

describe('REST booking-doc', () => {
  it('anyone uploads a PDF; it is stored privately and only admins download it', async () => {
    const res = await request(t.app)
      .post('/api/booking-doc')
      .attach('file', pdf, 'my ticket.pdf')
      .expect(201);
    expect(res.body).toEqual({
      id: 1,
      fileName: 'my ticket.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      claimToken: expect.stringMatching(/^[\w-]{32}$/),
    });
    expect(filesIn(t.config.privateDir)).toHaveLength(1);
    expect(filesIn(t.config.uploadDir)).toEqual([]);

    await request(t.app).get('/api/booking-doc/1/file').expect(401);
    const file = await request(t.app)
      .get('/api/booking-doc/1/file')
      .set(auth())
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(file.body as Buffer, pdf)).toBe(0);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="my ticket.pdf"');
    expect(file.headers['cache-control']).toBe('private, no-store');
    await request(t.app).get('/api/booking-doc/2/file').set(auth()).expect(404);
  });

  it('takes images too, judged by content whatever the name', async () => {
    const res = await request(t.app)
      .post('/api/booking-doc')
      .attach('file', await pngImage(), 'scan.pdf')
      .expect(201);
    expect(res.body).toMatchObject({ mimeType: 'image/png', fileName: 'scan.pdf.png' });
  });

  it('refuses other content, a missing file and a file over the limit, keeping nothing', async () => {
    const text = await request(t.app)
      .post('/api/booking-doc')
      .attach('file', Buffer.from('just some text, not a PDF'), 'fake.pdf')
      .expect(400);
    expect(text.body.errors).toEqual([
      { field: 'file', message: 'Booking document must be a JPEG, PNG, WEBP, GIF, PDF file' },
    ]);
    const none = await request(t.app).post('/api/booking-doc').send({}).expect(400);
    expect(none.body.errors).toEqual([{ field: 'file', message: 'Booking document is required' }]);
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await request(t.app)
      .post('/api/booking-doc')
      .attach('file', big, 'big.pdf')
      .expect(413);
    expect(tooBig.body.message).toBe('Booking document must be at most 10 MB');
    expect(filesIn(t.config.privateDir)).toEqual([]);
    expect(await t.services.bookingDocuments.count()).toBe(0);
  });
});

describe('unattached documents', () => {
  it('are deleted a day after upload (rows and files); attached ones stay', async () => {
    const upload = (name: string) =>
      t.services.bookingDocuments.upload({
        buffer: simplePdf([name]),
        originalName: `${name}.pdf`,
      });
    const stale = await upload('stale');
    const attached = await upload('attached');
    const fresh = await upload('fresh');
    await t.services.reservations.create({
      departureLocation: 'Dhaka',
      destinationLocation: 'Sylhet',
      passengerName: 'P',
      email: 'p@example.com',
      mobile: '01711000000',
      numberOfPassengers: 1,
      journeyDate: todayInDhaka(),
      bookingDocumentId: attached.id,
      claimToken: attached.claimToken,
    });
    await t.ds.query(
      `UPDATE booking_documents SET created_at = now() - interval '25 hours' WHERE id IN ($1, $2)`,
      [stale.id, attached.id],
    );
    await upload('next');
    expect(await t.services.bookingDocuments.find(stale.id)).toBeNull();
    expect(await t.services.bookingDocuments.find(attached.id)).not.toBeNull();
    expect(await t.services.bookingDocuments.find(fresh.id)).not.toBeNull();
    expect(filesIn(t.config.privateDir)).toHaveLength(3);
  });
});

describe('GraphQL uploadBookingDocument', () => {
  it('anyone uploads; the answer says where admins download it', async () => {
    const res = await gqlUpload(
      t.app,
      UPLOAD,
      { file: null },
      { file: { buffer: pdf, name: 'a.pdf' } },
    );
    expect(res.body.data.uploadBookingDocument).toEqual({
      id: 1,
      fileName: 'a.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      downloadUrl: '/api/booking-doc/1/file',
      claimToken: expect.stringMatching(/^[\w-]{32}$/),
    });
    // Only the upload answers it: the token is never stored, nor read back.
    const [row] = await t.ds.query(`SELECT claim_hash FROM booking_documents WHERE id = 1`);
    expect(row.claim_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.claim_hash).not.toContain(res.body.data.uploadBookingDocument.claimToken);
  });

  it('refuses a file over the limit with PAYLOAD_TOO_LARGE and a bad type with BAD_USER_INPUT', async () => {
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await gqlUpload(
      t.app,
      UPLOAD,
      { file: null },
      { file: { buffer: big, name: 'b.pdf' } },
    );
    expect(tooBig.body.errors[0]).toMatchObject({
      message: 'Booking document must be at most 10 MB',
      extensions: { code: 'PAYLOAD_TOO_LARGE' },
    });
    const exe = await gqlUpload(
      t.app,
      UPLOAD,
      { file: null },
      {
        file: { buffer: Buffer.from('MZ\x90\x00 not allowed'), name: 'x.pdf' },
      },
    );
    expect(exe.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'file', message: expect.stringMatching(/^Booking document must be a/) }],
    });
    expect(filesIn(t.config.privateDir)).toEqual([]);
  });
});
