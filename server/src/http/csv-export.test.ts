import request from 'supertest';
import { ADMIN_ACTOR, createTestApp, type TestApp } from '../test/harness';
import { reservationToday } from '../test/inbox-fixtures';
import { todayInDhaka } from '../validation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.reset());
afterAll(() => t.close());

const message = {
  name: 'নুসরাত জাহান',
  contactNumber: '+880 1712-345678',
  email: 'nusrat@example.com',
  subject: '=HYPERLINK("http://evil.example","click")',
  message: 'Line one\nline two, with "quotes"',
};
const download = (path: string, token = t.adminToken()) =>
  request(t.app)
    .get(`/api/export/${path}`)
    .set('authorization', `Bearer ${token}`)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

/** The back office's export: the search and filters in a POST body. */
const post = (file: string, body: object, token = t.adminToken()) =>
  request(t.app)
    .post(`/api/export/${file}`)
    .set('authorization', `Bearer ${token}`)
    .send(body)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('CSV export', () => {
  it('streams every matching message: BOM, header row, Bangla intact, formulas neutralised', async () => {
    await t.services.messages.create(message);
    const m2 = await t.services.messages.create({ ...message, name: 'Arif', subject: '@SUM(A1)' });
    await t.services.messages.setStatus(m2.id, 'IN_PROGRESS', '-called', ADMIN_ACTOR);
    const res = await download('contactus.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="contactus-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const body = res.body as Buffer;
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.subarray(3).toString('utf8');
    const lines = text.split('\n');
    expect(lines[0]).toBe(
      'id,reference,locale,name,contact_number,email,subject,message,status,status_note,created_at',
    );
    // newest first, like the table
    expect(lines[1]).toMatch(
      /^2,DR-[2-9A-Z]{4}-[2-9A-Z]{4},en,Arif,'\+880 1712-345678,nusrat@example.com,'@SUM\(A1\),"Line one$/,
    );
    expect(text).toContain(`IN_PROGRESS,'-called,`);
    expect(text).toMatch(/\n1,DR-[2-9A-Z]{4}-[2-9A-Z]{4},en,নুসরাত জাহান,/);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).not.toMatch(/,=HYPERLINK/);
  });

  it('exports what the search and filters select', async () => {
    await t.services.messages.create({ ...message, name: 'Arif', subject: 'A', message: 'm' });
    const b = await t.services.messages.create({
      ...message,
      name: 'Bina',
      subject: 'B',
      message: 'm',
    });
    await t.services.messages.setStatus(b.id, 'IN_PROGRESS', null, ADMIN_ACTOR);
    const rows = async (q: string) =>
      (await download(`contactus.csv?${q}`).expect(200)).body.toString('utf8').trim().split('\n')
        .length - 1;
    expect(await rows('')).toBe(2);
    expect(await rows('status=IN_PROGRESS')).toBe(1);
    expect(await rows('search=arif')).toBe(1);
    // the list's word search: the beginnings of words, every part of the search
    expect(await rows('search=ari')).toBe(1);
    expect(await rows('search=rif')).toBe(0);
    expect(await rows('search=ari%20bina')).toBe(0);
    expect(await rows('search=arif&status=IN_PROGRESS')).toBe(0);
    const bad = await request(t.app)
      .get('/api/export/contactus.csv?status=LOST')
      .set('authorization', `Bearer ${t.adminToken()}`)
      .expect(400);
    expect(bad.body.errors[0].field).toBe('status');

    await t.services.reservations.create({
      kind: 'HELICOPTER',
      departureLocation: 'Dhaka',
      destinationLocation: 'Sylhet',
      passengerName: 'Arif',
      email: 'a@example.com',
      mobile: '01712345678',
      numberOfPassengers: 2,
      journeyDate: todayInDhaka(),
    });
    const res = await download('reservation.csv?kind=HELICOPTER&status=PENDING').expect(200);
    expect(res.body.toString('utf8')).toContain('HELICOPTER,Dhaka,Sylhet,Arif');
    const none = await download('reservation.csv?kind=RIDE').expect(200);
    expect(none.body.toString('utf8').trim().split('\n')).toHaveLength(1);
    await t.services.registrations.create({
      kind: 'DRIVER',
      name: 'Kamal',
      phone: '01711000000',
      city: 'Dhaka',
      vehicleType: 'Car',
    });
    const reg = await download('registrations.csv?kind=DRIVER').expect(200);
    expect(reg.body.toString('utf8')).toContain(
      `DRIVER,Kamal,'+880,01711000000,,Dhaka,"{""vehicleType"":""Car""}",NEW`,
    );
  });

  it('takes the search in a POST body, so no address (and no access log) holds the phone or name', async () => {
    const oneLine = { ...message, subject: 'Invoice', message: 'Please send it' };
    await t.services.messages.create(oneLine);
    await t.services.messages.create({ ...oneLine, name: 'Arif', contactNumber: '01899990000' });
    const res = await post('contactus.csv', { search: '01899990000' }).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.toString('utf8').trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(',Arif,');
    const both = await post('contactus.csv', { search: '', status: null }).expect(200);
    expect(both.body.toString('utf8').trim().split('\n')).toHaveLength(3);
    const bad = await post('contactus.csv', { status: 'LOST' }).expect(400);
    expect(JSON.parse(bad.body.toString('utf8')).errors[0].field).toBe('status');
    await request(t.app).post('/api/export/contactus.csv').send({}).expect(401);
    await post('contactus.csv', {}, await t.staffToken('rina', 'editor')).expect(403);
  });

  it('honours the Late view and Mine, as the list does', async () => {
    const names = async (body: object) => {
      const text: string = (await post('reservation.csv', body).expect(200)).body.toString('utf8');
      return ['Late one', 'Mine', 'Other'].filter((name) => text.includes(`,${name},`));
    };
    const booking = (passengerName: string) =>
      t.services.reservations.create({ ...reservationToday(), passengerName });
    const late = await booking('Late one');
    const mine = await booking('Mine');
    await booking('Other');
    await t.ds.query(`UPDATE reservations SET reply_by = now() - interval '1 hour' WHERE id = $1`, [
      late.id,
    ]);
    await t.services.cases.assign('RESERVATION', [mine.id], ADMIN_ACTOR.id, ADMIN_ACTOR);
    expect(await names({})).toEqual(['Late one', 'Mine', 'Other']);
    expect(await names({ late: '1' })).toEqual(['Late one']);
    expect(await names({ mine: '1' })).toEqual(['Mine']);
    expect(await names({ late: '1', mine: '1' })).toEqual([]);
  });

  it('is for admins only', async () => {
    await request(t.app).get('/api/export/contactus.csv').expect(401);
    const editor = await t.staffToken('rina', 'editor');
    await download('registrations.csv', editor).expect(403);
  });
});
