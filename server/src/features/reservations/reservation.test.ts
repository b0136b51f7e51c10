import request from 'supertest';
import { simplePdf } from '../../database/demo-pdf';
import { appPerFile, filesIn, ADMIN_ACTOR } from '../../test/harness';
import { todayInDhaka } from '../../validation';

const t = appPerFile();

const day = (offset: number) =>
  new Date(Date.parse(`${todayInDhaka()}T00:00:00Z`) + offset * 86_400_000)
    .toISOString()
    .slice(0, 10);
const valid = {
  kind: 'RIDE',
  departureLocation: 'Dhaka',
  destinationLocation: 'Sylhet',
  passengerName: 'Kamrul Hasan',
  email: 'kamrul@example.com',
  mobile: '01712-345678',
  numberOfPassengers: 3,
  journeyDate: day(7),
};
const auth = () => ({ authorization: `Bearer ${t.adminToken()}` });
const upload = (name = 'ticket.pdf') =>
  t.services.bookingDocuments.upload({ buffer: simplePdf(['Ticket']), originalName: name });
const CREATE = `mutation($input: ReservationInput!) {
  createReservation(input: $input) {
    id kind passengerName numberOfPassengers journeyDate bookingDocumentId
    bookingDocument { id fileName mimeType size }
  }
}`;

describe('ReservationService', () => {
  it('stores a ride (the default kind) and a helicopter trip', async () => {
    const { kind: _kind, ...withoutKind } = valid;
    expect(await t.services.reservations.create(withoutKind)).toMatchObject({
      kind: 'RIDE',
      journeyDate: valid.journeyDate,
      bookingDocument: null,
    });
    const heli = await t.services.reservations.create({ ...valid, kind: 'HELICOPTER' });
    expect(heli.kind).toBe('HELICOPTER');
  });

  it.each([
    ['RIDE', 14, true],
    ['RIDE', 15, false],
    ['RIDE', 0, false],
    ['HELICOPTER', 6, true],
    ['HELICOPTER', 7, false],
    ['HELICOPTER', 2.5, false],
  ])('%s with %p passengers: accepted %p', async (kind, numberOfPassengers, ok) => {
    const attempt = t.services.reservations.create({ ...valid, kind, numberOfPassengers });
    if (ok) return expect(attempt).resolves.toMatchObject({ numberOfPassengers });
    const max = kind === 'RIDE' ? '14 for a ride' : '6 for a helicopter';
    await expect(attempt).rejects.toMatchObject({
      kind: 'BAD_USER_INPUT',
      fields: [
        {
          field: 'numberOfPassengers',
          message: `Number of passengers must be a whole number from 1 to ${max}`,
        },
      ],
    });
  });

  it.each([
    ['today (Asia/Dhaka)', day(0), null],
    ['yesterday', day(-1), 'Journey date cannot be in the past'],
    ['over a year ahead', day(366), 'Journey date must be within the next 365 days'],
    ['not a date', '2030-02-30', 'Journey date must be a real date written YYYY-MM-DD'],
    ['empty', '', 'Journey date is required'],
  ])('journey date %s', async (_case, journeyDate, message) => {
    const attempt = t.services.reservations.create({ ...valid, journeyDate });
    if (!message) return expect(attempt).resolves.toMatchObject({ journeyDate });
    await expect(attempt).rejects.toMatchObject({
      fields: [{ field: 'journeyDate', message }],
    });
  });

  it.each([
    ['kind', 'BUS', 'kind must be RIDE or HELICOPTER'],
    ['departureLocation', ' ', 'Departure location is required'],
    ['destinationLocation', undefined, 'Destination location is required'],
    ['passengerName', 'x'.repeat(101), 'Passenger name must be at most 100 characters'],
    ['email', 'kamrul@', 'Email must be a valid e-mail address'],
    ['mobile', 'none', expect.stringMatching(/^Mobile must be a phone number/)],
    ['numberOfPassengers', null, 'Number of passengers is required'],
    ['bookingDocumentId', -3, 'bookingDocumentId must be a whole number'],
  ])('refuses a bad %s, writing nothing', async (field, value, message) => {
    await expect(
      t.services.reservations.create({ ...valid, [field]: value }),
    ).rejects.toMatchObject({ kind: 'BAD_USER_INPUT', fields: [{ field, message }] });
    expect(await t.services.reservations.count()).toBe(0);
  });

  it('links a document with its claim token, once; the id alone, another token or an unknown document are refused alike', async () => {
    const doc = await upload();
    const other = await upload('other.pdf');
    expect(doc.claimToken).toMatch(/^[\w-]{32}$/);
    const notFound = {
      fields: [
        {
          field: 'bookingDocumentId',
          message: 'The booking document was not found: upload it again',
        },
      ],
    };
    // The id alone: refused with a clear message, before anything is read.
    await expect(
      t.services.reservations.create({ ...valid, bookingDocumentId: doc.id }),
    ).rejects.toMatchObject({
      fields: [
        {
          field: 'claimToken',
          message:
            'A booking document is attached with the claimToken its upload answered, not by its id alone',
        },
      ],
    });
    // Another visitor's token for this id: the same answer as a document that does not exist.
    await expect(
      t.services.reservations.create({
        ...valid,
        bookingDocumentId: doc.id,
        claimToken: other.claimToken,
      }),
    ).rejects.toMatchObject(notFound);
    const r = await t.services.reservations.create({
      ...valid,
      bookingDocumentId: doc.id,
      claimToken: doc.claimToken,
    });
    expect(r.bookingDocument).toMatchObject({ id: doc.id, fileName: 'ticket.pdf' });
    // Claimed: the same token again is refused, and nothing says by whom.
    await expect(
      t.services.reservations.create({
        ...valid,
        bookingDocumentId: doc.id,
        claimToken: doc.claimToken,
      }),
    ).rejects.toMatchObject(notFound);
    await expect(
      t.services.reservations.create({ ...valid, bookingDocumentId: 999, claimToken: 'x' }),
    ).rejects.toMatchObject({
      fields: [
        {
          field: 'bookingDocumentId',
          message: 'The booking document was not found: upload it again',
        },
      ],
    });
    expect(await t.services.reservations.count()).toBe(1);
  });

  it('deleting a reservation deletes its document row and file', async () => {
    const doc = await upload();
    const r = await t.services.reservations.create({
      ...valid,
      bookingDocumentId: doc.id,
      claimToken: doc.claimToken,
    });
    expect(filesIn(t.config.privateDir)).toHaveLength(1);
    await t.services.reservations.delete(r.id, ADMIN_ACTOR);
    expect(await t.services.reservations.count()).toBe(0);
    expect(await t.services.bookingDocuments.count()).toBe(0);
    expect(filesIn(t.config.privateDir)).toEqual([]);
  });
});

describe('GraphQL reservations', () => {
  it('anyone books with a document; admins page, search and delete', async () => {
    const doc = await upload('letter.pdf');
    const res = await t
      .gql(CREATE, { input: { ...valid, bookingDocumentId: doc.id, claimToken: doc.claimToken } })
      .expect(200);
    expect(res.body.data.createReservation).toMatchObject({
      kind: 'RIDE',
      bookingDocumentId: doc.id,
      bookingDocument: { id: doc.id, fileName: 'letter.pdf', mimeType: 'application/pdf' },
    });
    for (let i = 1; i <= 22; i++) {
      await t.services.reservations.create({ ...valid, passengerName: `Passenger ${i}` });
    }
    const pages = [];
    for (const page of [1, 2, 3]) {
      const p = await t.gql(
        'query($page: Int!) { reservations(page: $page) { total items { passengerName bookingDocument { fileName } } } }',
        { page },
        t.adminToken(),
      );
      pages.push(p.body.data.reservations);
    }
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 3]);
    expect(pages[0].items[0].passengerName).toBe('Passenger 22');
    expect(pages[2].items[2]).toEqual({
      passengerName: valid.passengerName,
      bookingDocument: { fileName: 'letter.pdf' },
    });
    const search = await t.gql(
      '{ reservations(search: "passenger 1") { total } }',
      {},
      t.adminToken(),
    );
    expect(search.body.data.reservations.total).toBe(11);
    const anon = await t.gql('{ reservations { total } }');
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const id = res.body.data.createReservation.id;
    const del = await t.gql(
      'mutation($id: Int!) { deleteReservation(id: $id) }',
      { id },
      t.adminToken(),
    );
    expect(del.body.data.deleteReservation).toBe(true);
    expect(await t.services.reservations.find(id)).toBeNull();
    // In Trash with its reservation, for 30 days (records/trash.test.ts).
    expect(await t.services.bookingDocuments.count()).toBe(1);
  });

  it('answers bad input with BAD_USER_INPUT listing every field', async () => {
    const res = await t.gql(CREATE, {
      input: {
        ...valid,
        kind: 'HELICOPTER',
        numberOfPassengers: 9,
        email: 'x',
        journeyDate: day(-2),
      },
    });
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors[0].extensions.fields.map((f: { field: string }) => f.field)).toEqual([
      'email',
      'numberOfPassengers',
      'journeyDate',
    ]);
    expect(await t.services.reservations.count()).toBe(0);
  });
});

describe('REST reservation (original field names)', () => {
  const body = {
    departureLocation: 'Dhaka',
    destinationLocation: 'Sylhet',
    pname: 'Kamrul Hasan',
    email: 'kamrul@example.com',
    mobile: '01712345678',
    numberOfPassengers: '2',
    journeyDate: day(3),
  };

  it('POST takes pname and numbers as text; GET lists for admins; DELETE 204 then 404', async () => {
    const doc = await upload();
    const created = await request(t.app)
      .post('/api/reservation')
      .send({
        ...body,
        kind: 'helicopter',
        bookingDocumentId: String(doc.id),
        claimToken: doc.claimToken,
      })
      .expect(201);
    expect(created.body).toMatchObject({
      kind: 'HELICOPTER',
      pname: 'Kamrul Hasan',
      numberOfPassengers: 2,
      bookingDocumentId: doc.id,
    });
    await request(t.app)
      .post('/api/reservation')
      .send({ ...body, bookingDocumentId: '' })
      .expect(201);
    const list = await request(t.app).get('/api/reservation').set(auth()).expect(200);
    expect(list.body).toHaveLength(2);
    expect(Object.keys(list.body[0]).sort()).toEqual(
      [
        'bookingDocumentId',
        'createdAt',
        'departureLocation',
        'destinationLocation',
        'email',
        'id',
        'journeyDate',
        'kind',
        'locale',
        'mobile',
        'numberOfPassengers',
        'pname',
        'reference',
        'status',
        'statusNote',
      ].sort(),
    );
    expect(list.body[1].id).toBe(created.body.id);
    await request(t.app).get('/api/reservation').expect(401);
    await request(t.app).delete(`/api/reservation/${created.body.id}`).set(auth()).expect(204);
    await request(t.app).delete(`/api/reservation/${created.body.id}`).set(auth()).expect(404);
    expect(filesIn(t.config.privateDir)).toEqual([]);
  });

  it('POST answers 400 naming pname, and writes nothing', async () => {
    const res = await request(t.app)
      .post('/api/reservation')
      .send({ ...body, pname: '', numberOfPassengers: 'many' })
      .expect(400);
    expect(res.body.errors).toEqual([
      { field: 'pname', message: 'Passenger name is required' },
      {
        field: 'numberOfPassengers',
        message: 'Number of passengers must be a whole number from 1 to 14 for a ride',
      },
    ]);
    expect(await t.services.reservations.count()).toBe(0);
  });
});
