/**
 * Photos carry no location: what a camera wrote into an upload (EXIF with GPS,
 * XMP, a PNG's text) is gone from the stored image and every copy, which stand upright; srcset
 * claims only widths the image has. A private image (a booking document) loses it too.
 */
import sharp from 'sharp';
import request from 'supertest';
import { crc32 } from 'node:zlib';
import { ADMIN_ACTOR, createTestApp, gqlUpload, pngImage, type TestApp } from '../test/harness';

/** A 80×40 JPEG as a phone writes it: GPS and camera in EXIF, a name in XMP, orientation 6. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 80, height: 40, channels: 3, background: '#c0392b' } })
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'X1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 47/1 40/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '90/1 24/1 52/1',
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Rahima Khatun</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>',
    )
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

/** A PNG with a tEXt chunk after its header (what some editors write: a comment, an address). */
async function pngWithText(text: string): Promise<Buffer> {
  const png = await pngImage(32, 32);
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const type = Buffer.from('tEXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  const afterHeader = 8 + 25; // signature, then IHDR (length, type, 13 bytes, crc)
  return Buffer.concat([
    png.subarray(0, afterHeader),
    length,
    type,
    data,
    crc,
    png.subarray(afterHeader),
  ]);
}

const news = { title: 'Rides in Sylhet', description: 'Now in Sylhet.', date: '2026-03-01' };

describe('stored images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  beforeEach(() => t.reset());
  afterAll(() => t?.close());

  const upload = (buffer: Buffer, originalName: string) =>
    t.services.news.create(news, { buffer, originalName }, ADMIN_ACTOR);
  const served = async (url: string) => (await request(t.app).get(url).expect(200)).body as Buffer;

  it('a phone photo loses its GPS, camera, XMP and orientation, and it and every copy stand upright', async () => {
    const item = await upload(await phonePhoto(), 'photo.jpg');
    const urls = [item.imageUrl, ...item.imageSrcSet!.split(', ').map((e) => e.split(' ')[0])];
    expect(urls).toHaveLength(2); // the image (40 px wide once upright) and no wider copy
    for (const url of [...urls, item.imageSmallUrl!]) {
      const bytes = await served(url);
      const m = await sharp(bytes).metadata();
      expect({ url, exif: m.exif, xmp: m.xmp, iptc: m.iptc }).toEqual({ url });
      expect(m.orientation ?? 1).toBe(1);
      expect([m.width, m.height]).toEqual([40, 80]); // turned as orientation 6 said
      expect(bytes.includes('SpyCam')).toBe(false);
      expect(bytes.includes('Rahima')).toBe(false);
    }
  });

  it("a PNG's text chunk is gone", async () => {
    const original = await pngWithText('House 12, Road 7, Gulshan 1');
    expect((await sharp(original).metadata()).comments).toHaveLength(1);
    const item = await upload(original, 'map.png');
    const bytes = await served(item.imageUrl);
    expect((await sharp(bytes).metadata()).comments ?? []).toEqual([]);
    expect(bytes.includes('Gulshan')).toBe(false);
  });

  it('srcset offers only the widths the image has: never a copy claimed wider than it is', async () => {
    const small = await upload(await pngImage(64, 48), 'small.png');
    expect(small.imageWidth).toBe(64);
    expect(small.imageSrcSet).toBe(`/uploads/${small.imageWebp} 64w`);
    const middle = await upload(await pngImage(800, 450), 'middle.png');
    expect(middle.imageSrcSet!.split(', ').map((e) => e.split(' ')[1])).toEqual([
      '480w',
      '720w',
      '800w',
    ]);
  });

  it('the image job cleans originals stored before, and keeps the width of rows stored without it', async () => {
    const item = await upload(await pngImage(300, 200), 'x.png');
    // As an upload was stored before: the phone's bytes as they came, and no width.
    const jpegName = item.image.replace('.png', '.jpg');
    await t.services.storage.store.put('public', jpegName, await phonePhoto(), 'image/jpeg');
    await t.ds.query('UPDATE news SET image_width = NULL');
    expect(await t.services.storage.removeStoredMetadata()).toBe(1);
    const cleaned = await served(`/uploads/${jpegName}`);
    expect((await sharp(cleaned).metadata()).exif).toBeUndefined();
    expect(cleaned.includes('SpyCam')).toBe(false);
    // Later starts read no original again: the pass left a marker. (A file planted behind it
    // stays as it is, which only a store written by an old version could hold.)
    expect(await t.objects('private')).toEqual(['originals-without-metadata.json']);
    const planted = item.image.replace('.png', '-2.jpg');
    await t.services.storage.store.put('public', planted, await phonePhoto(), 'image/jpeg');
    expect(await t.services.storage.removeStoredMetadata()).toBe(0);
    expect((await sharp(await served(`/uploads/${planted}`)).metadata()).exif).toBeDefined();
    expect(await t.services.news.fillImageWidths()).toBe(1);
    expect((await t.services.news.get(item.id)).imageSrcSet).toBe(
      `/uploads/${item.imageWebp} 300w`,
    );
  });
});

describe('private images (booking documents)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_WRITE_LIMIT_PER_MIN: '1000' });
  });
  beforeEach(() => t.reset());
  afterAll(() => t?.close());

  const UPLOAD = `mutation($file: Upload!) { uploadBookingDocument(file: $file) { id size } }`;
  /** The stored file as staff download it. */
  const downloaded = async (id: number) =>
    (
      await request(t.app)
        .get(`/api/booking-doc/${id}/file`)
        .set('authorization', `Bearer ${t.adminToken()}`)
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        })
        .expect(200)
    ).body as Buffer;

  it('a phone photo sent with a booking, by REST or GraphQL, is stored without GPS and upright', async () => {
    const photo = await phonePhoto();
    const rest = await request(t.app).post('/api/booking-doc').attach('file', photo, 'nid.jpg');
    const gql = await gqlUpload(
      t.app,
      UPLOAD,
      { file: null },
      { file: { buffer: photo, name: 'nid.jpg' } },
    );
    for (const doc of [rest.body, gql.body.data.uploadBookingDocument]) {
      const bytes = await downloaded(doc.id);
      const m = await sharp(bytes).metadata();
      expect({ exif: m.exif, xmp: m.xmp, iptc: m.iptc }).toEqual({});
      expect(m.orientation ?? 1).toBe(1);
      expect([m.width, m.height]).toEqual([40, 80]);
      expect(bytes.includes('SpyCam')).toBe(false);
      expect(bytes.includes('Rahima')).toBe(false);
      expect(doc.size).toBe(bytes.length);
    }
  });

  it("a PNG's text is gone; a PDF is stored as it came", async () => {
    const png = await pngWithText('House 12, Road 7, Gulshan 1');
    const doc = await request(t.app).post('/api/booking-doc').attach('file', png, 'map.png');
    expect((await downloaded(doc.body.id)).includes('Gulshan')).toBe(false);
    const pdf = Buffer.from(
      '%PDF-1.4\n% Author: Rahima Khatun\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n',
    );
    const sent = await request(t.app).post('/api/booking-doc').attach('file', pdf, 'ticket.pdf');
    expect((await downloaded(sent.body.id)).equals(pdf)).toBe(true);
  });

  it('an image that does not open is refused in both languages, and nothing is kept', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    const rest = await request(t.app).post('/api/booking-doc').attach('file', broken, 'scan.jpg');
    expect(rest.status).toBe(400);
    expect(rest.body.errors).toEqual([
      {
        field: 'file',
        message: 'Booking document could not be read: send a PDF or an image that opens',
      },
    ]);
    // GraphQL answers in the page's language (the REST shim keeps the original's English).
    const bn = await gqlUpload(
      t.app,
      UPLOAD,
      { file: null },
      { file: { buffer: broken, name: 'scan.jpg' } },
    ).set('accept-language', 'bn');
    expect(bn.body.errors[0].extensions.fields).toEqual([
      { field: 'file', message: 'বুকিংয়ের নথি: ফাইলটি খোলা যায়নি, খোলে এমন একটি PDF বা ছবি পাঠান' },
    ]);
    expect(await t.objects('private')).toEqual([]);
  });
});
