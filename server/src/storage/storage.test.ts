/**
 * The same behaviour on both stores — the local disk and an S3-compatible one (a real s3rver
 * started here): images with WebP copies served at /uploads with HEAD and Range, private booking
 * documents, deletion, and nothing left behind by a failed write.
 */
import request from 'supertest';
import { simplePdf } from '../database/demo-pdf';
import { EntityManager } from 'typeorm';
import { ADMIN_ACTOR, createTestApp, pngImage, type TestApp } from '../test/harness';
import { startS3 } from '../test/s3';
import { todayInDhaka } from '../validation';

describe.each(['local', 's3'] as const)('%s store', (kind) => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startS3>> | undefined;
  beforeAll(async () => {
    if (kind === 's3') s3 = await startS3();
    t = await createTestApp(s3?.env ?? {});
    expect(t.services.storage.store.kind).toBe(kind);
  });
  beforeEach(() => t.reset());
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  const news = { title: 'Rides in Sylhet', description: 'Now in Sylhet.', date: '2026-03-01' };
  const createNews = async () =>
    t.services.news.create(
      news,
      { buffer: await pngImage(1600, 900), originalName: 'x.png' },
      ADMIN_ACTOR,
    );

  it('stores an image and its WebP copy, served at /uploads with long caching, HEAD and Range', async () => {
    const item = await createNews();
    const name = item.image;
    const widths = [480, 720, 960].map((w) => item.imageWebp!.replace('.webp', `-${w}.webp`));
    expect(await t.objects('public')).toEqual([name, item.imageWebp, ...widths].sort());
    expect(item.imageSrcSet).toBe(
      `${widths.map((n, i) => `/uploads/${n} ${[480, 720, 960][i]}w`).join(', ')}, /uploads/${item.imageWebp} 1200w`,
    );
    expect(await t.objects('private')).toEqual([]);

    const full = await request(t.app).get(`/uploads/${name}`).expect(200);
    expect(full.headers['content-type']).toBe('image/png');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const size = full.body.length;
    const webp = await request(t.app).get(`/uploads/${item.imageWebp}`).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    const sharp = (await import('sharp')).default;
    expect((await sharp(webp.body).metadata()).width).toBe(1200);
    const smallRes = await request(t.app).get(item.imageSmallUrl!).expect(200);
    expect(smallRes.headers['content-type']).toBe('image/webp');
    expect(smallRes.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(smallRes.body).metadata()).width).toBe(720);
    for (const [i, w] of [480, 720, 960].entries()) {
      const res = await request(t.app).get(`/uploads/${widths[i]}`).expect(200);
      expect((await sharp(res.body).metadata()).width).toBe(w);
    }

    const head = await request(t.app).head(`/uploads/${name}`).expect(200);
    expect(Number(head.headers['content-length'])).toBe(size);
    expect(head.headers['accept-ranges']).toBe('bytes');

    const part = await request(t.app).get(`/uploads/${name}`).set('range', 'bytes=1-8').expect(206);
    expect(part.headers['content-range']).toBe(`bytes 1-8/${size}`);
    expect(Buffer.from(part.body).equals(full.body.subarray(1, 9))).toBe(true);
    await request(t.app)
      .get(`/uploads/${name}`)
      .set('range', `bytes=${size + 10}-`)
      .expect(416);
    await request(t.app)
      .get(`/uploads/${name}`)
      .set('if-none-match', full.headers.etag)
      .expect(304);

    const missing = await request(t.app).get('/uploads/no-such-image.png').expect(404);
    expect(missing.body).toEqual({ message: 'No such file' });
    await request(t.app).get('/uploads/..%2Fprivate%2Fx.pdf').expect(404);
  });

  it('an image stored before small copies existed gets one on its first request, kept', async () => {
    const item = await createNews();
    const small = item.imageSmallUrl!.replace('/uploads/', '');
    await t.services.storage.store.remove('public', small);
    const res = await request(t.app).get(item.imageSmallUrl!).expect(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const sharp = (await import('sharp')).default;
    expect((await sharp(res.body).metadata()).width).toBe(720);
    expect(await t.objects('public')).toContain(small);
    // Only a small copy's name of an existing WebP copy is made; anything else stays a 404.
    await request(t.app).get('/uploads/00000000-0000-0000-0000-000000000000-720.webp').expect(404);
    await request(t.app)
      .get(`/uploads/${item.imageWebp!.replace('.webp', '-500.webp')}`)
      .expect(404);
    expect(await t.objects('public')).toHaveLength(5);
  });

  it('the job makes the widths that images stored before them lack', async () => {
    const item = await createNews();
    const widths = [480, 720, 960].map((w) => item.imageWebp!.replace('.webp', `-${w}.webp`));
    for (const name of widths) await t.services.storage.store.remove('public', name);
    expect(await t.services.storage.addMissingWidths()).toBe(3);
    expect(await t.objects('public')).toEqual([item.image, item.imageWebp, ...widths].sort());
    expect(await t.services.storage.addMissingWidths()).toBe(0);
  });

  it('deleting a news item deletes its objects', async () => {
    const item = await createNews();
    await t.services.news.delete(item.id, ADMIN_ACTOR);
    expect(await t.objects('public')).toEqual([]);
    await request(t.app).get(`/uploads/${item.image}`).expect(404);
  });

  it('a failed insert, or an image that cannot be decoded, leaves no object behind', async () => {
    // The insert runs in its own transaction (with its activity entry): fail whichever manager saves.
    const spy = jest
      .spyOn(EntityManager.prototype, 'save')
      .mockRejectedValueOnce(new Error('db went away'));
    try {
      await expect(createNews()).rejects.toThrow('db went away');
    } finally {
      spy.mockRestore();
    }
    const broken = Buffer.concat([(await pngImage()).subarray(0, 40), Buffer.alloc(200)]);
    await expect(
      t.services.news.create(news, { buffer: broken, originalName: 'x.png' }, ADMIN_ACTOR),
    ).rejects.toThrow(/could not be read/);
    expect(await t.objects('public')).toEqual([]);
    expect(await t.services.news.count()).toBe(0);
  });

  it('keeps booking documents private: never under /uploads, only through the admin download', async () => {
    const pdf = simplePdf(['Booking letter']);
    const up = await request(t.app).post('/api/booking-doc').attach('file', pdf, 'ticket.pdf');
    expect(up.status).toBe(201);
    const [stored] = await t.objects('private');
    expect(stored).toMatch(/\.pdf$/);
    expect(await t.objects('public')).toEqual([]);
    await request(t.app).get(`/uploads/${stored}`).expect(404);
    await request(t.app).get(`/api/booking-doc/${up.body.id}/file`).expect(401);
    const token = t.adminToken();
    const got = await request(t.app)
      .get(`/api/booking-doc/${up.body.id}/file`)
      .set('authorization', `Bearer ${token}`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(got.headers['content-disposition']).toMatch(/^attachment; filename="?ticket.pdf"?$/);
    expect(got.headers['cache-control']).toBe('private, no-store');
    expect((got.body as Buffer).equals(pdf)).toBe(true);

    // Deleting the reservation it belongs to deletes the document.
    const r = await t.services.reservations.create({
      kind: 'RIDE',
      departureLocation: 'Dhaka',
      destinationLocation: 'Sylhet',
      passengerName: 'P',
      email: 'p@example.com',
      mobile: '01712-345678',
      numberOfPassengers: 1,
      journeyDate: todayInDhaka(),
      bookingDocumentId: up.body.id,
      claimToken: up.body.claimToken,
    });
    await t.services.reservations.delete(r.id, ADMIN_ACTOR);
    expect(await t.objects('private')).toEqual([]);
  });

  if (kind === 's3') {
    it('another instance on the same bucket serves what this one stored', async () => {
      const other = await createTestApp(s3!.env);
      try {
        const item = await createNews();
        const res = await request(other.app).get(`/uploads/${item.image}`).expect(200);
        expect(res.headers['content-type']).toBe('image/png');
      } finally {
        await other.close();
      }
    });
  }
});
