import request from 'supertest';
import { appPerFile, ADMIN_ACTOR } from '../../test/harness';
import { FareRate, PlaceType } from './fare-rate.entity';

const t = appPerFile();

const auth = () => ({ authorization: `Bearer ${t.adminToken()}` });
const CREATE = `mutation($input: FareRateInput!) {
  createFareRate(input: $input) { id from to fareRate createdAt }
}`;

async function seed() {
  for (const [from, to, fareRate] of [
    ['Dhaka', 'Chattogram', 6500],
    ['Gulshan', 'Motijheel', 350.5],
    ['Dhaka Airport', 'Banani', 280],
    ['banani', 'Dhaka', 300],
  ] as const) {
    await t.services.fareRates.create({ from, to, fareRate }, ADMIN_ACTOR);
  }
}

describe('FareRateService', () => {
  it('stores two decimals and reads them back as numbers', async () => {
    const rate = await t.services.fareRates.create(
      {
        from: ' Dhaka ',
        to: 'Sylhet',
        fareRate: 7499.99,
      },
      ADMIN_ACTOR,
    );
    expect(rate).toMatchObject({ from: 'Dhaka', to: 'Sylhet', fareRate: 7499.99 });
    expect((await t.services.fareRates.get(rate.id)).fareRate).toBe(7499.99);
  });

  it.each([
    ['from', 'blank', { from: '  ' }, 'from is required'],
    ['to', 'missing', { to: undefined }, 'to is required'],
    ['to', 'the same place', { to: 'dhaka' }, 'to must be a different place from from'],
    ['fareRate', 'missing', { fareRate: undefined }, 'FareRate is required'],
    ['fareRate', 'zero', { fareRate: 0 }, 'FareRate must be a positive number'],
    ['fareRate', 'negative', { fareRate: -5 }, 'FareRate must be a positive number'],
    ['fareRate', 'text', { fareRate: 'cheap' }, 'FareRate must be a positive number'],
    [
      'fareRate',
      'three decimals',
      { fareRate: 1.234 },
      'FareRate can have at most two decimal places',
    ],
    ['fareRate', 'huge', { fareRate: 1e9 }, 'FareRate must be at most 1000000'],
  ])('refuses %s (%s)', async (field, _case, change, message) => {
    const raw = { from: 'Dhaka', to: 'Sylhet', fareRate: 100, ...change };
    await expect(t.services.fareRates.create(raw, ADMIN_ACTOR)).rejects.toMatchObject({
      kind: 'BAD_USER_INPUT',
      fields: [{ field, message }],
    });
    expect(await t.services.fareRates.count()).toBe(0);
  });

  it('refuses a pair that exists, ignoring case and spaces, with CONFLICT', async () => {
    await t.services.fareRates.create({ from: 'Dhaka', to: 'Sylhet', fareRate: 100 }, ADMIN_ACTOR);
    await expect(
      t.services.fareRates.create({ from: ' DHAKA', to: 'sylhet ', fareRate: 200 }, ADMIN_ACTOR),
    ).rejects.toMatchObject({
      kind: 'CONFLICT',
      message: 'A fare rate from DHAKA to sylhet already exists',
    });
    // The other direction is another route.
    await t.services.fareRates.create({ from: 'Sylhet', to: 'Dhaka', fareRate: 100 }, ADMIN_ACTOR);
  });

  it('lets the unique index decide when the pre-check is raced', async () => {
    await t.ds.getRepository(FareRate).save({ from: 'Khulna', to: 'Jashore', fareRate: 900 });
    const lookup = jest
      .spyOn(t.services.fareRates as unknown as { lookup: () => Promise<null> }, 'lookup')
      .mockResolvedValueOnce(null);
    try {
      await expect(
        t.services.fareRates.create({ from: 'khulna', to: 'JASHORE', fareRate: 1 }, ADMIN_ACTOR),
      ).rejects.toMatchObject({ kind: 'CONFLICT' });
    } finally {
      lookup.mockRestore();
    }
  });

  it('lists distinct places by kind, sorted ignoring case', async () => {
    await seed();
    expect(await t.services.fareRates.places()).toEqual([
      'Banani',
      'Chattogram',
      'Dhaka',
      'Dhaka Airport',
      'Gulshan',
      'Motijheel',
    ]);
    expect(await t.services.fareRates.places(undefined)).toHaveLength(6);
    expect(await t.services.fareRates.places(PlaceType.FROM)).toEqual([
      'banani',
      'Dhaka',
      'Dhaka Airport',
      'Gulshan',
    ]);
    expect(await t.services.fareRates.places(PlaceType.TO)).toEqual([
      'Banani',
      'Chattogram',
      'Dhaka',
      'Motijheel',
    ]);
  });
});

describe('GraphQL fare rates', () => {
  it('admins create; anyone pages, searches, looks up fares and places', async () => {
    const created = await t.gql(
      CREATE,
      { input: { from: 'Dhaka', to: 'Sylhet', fareRate: 7500 } },
      t.adminToken(),
    );
    expect(created.body.data.createFareRate).toMatchObject({
      from: 'Dhaka',
      to: 'Sylhet',
      fareRate: 7500,
    });
    await seed();
    const page = await t.gql(
      '{ fareRates(page: 1, pageSize: 2, search: "dhaka") { total items { from to } } }',
    );
    expect(page.body.data.fareRates).toEqual({
      total: 4,
      items: [
        { from: 'banani', to: 'Dhaka' },
        { from: 'Dhaka Airport', to: 'Banani' },
      ],
    });
    const fare = await t.gql('{ fare(from: " gulshan", to: "MOTIJHEEL") { from to fareRate } }');
    expect(fare.body.data.fare).toEqual({ from: 'Gulshan', to: 'Motijheel', fareRate: 350.5 });
    const none = await t.gql('{ fare(from: "Motijheel", to: "Gulshan") { fareRate } }');
    expect(none.body.data.fare).toBeNull();
    const places = await t.gql('{ from: places(type: FROM) to: places(type: TO) all: places }');
    expect(places.body.data.from).toContain('Dhaka Airport');
    expect(places.body.data.to).not.toContain('Dhaka Airport');
    expect(places.body.data.all).toHaveLength(7);
  });

  it('answers a duplicate with CONFLICT and bad input with field errors', async () => {
    const input = { from: 'Dhaka', to: 'Sylhet', fareRate: 7500 };
    await t.gql(CREATE, { input }, t.adminToken());
    const dup = await t.gql(CREATE, { input: { ...input, from: 'dhaka' } }, t.adminToken());
    expect(dup.body.errors[0]).toMatchObject({
      message: 'A fare rate from dhaka to Sylhet already exists',
      extensions: { code: 'CONFLICT' },
    });
    const bad = await t.gql(CREATE, { input: { from: '', to: ' ', fareRate: -1 } }, t.adminToken());
    expect(bad.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: expect.arrayContaining([
        { field: 'from', message: 'from is required' },
        { field: 'to', message: 'to is required' },
        { field: 'fareRate', message: 'FareRate must be a positive number' },
      ]),
    });
    expect(await t.services.fareRates.count()).toBe(1);
  });

  it('deletes (admins only)', async () => {
    const { id } = await t.services.fareRates.create(
      { from: 'A', to: 'B', fareRate: 1 },
      ADMIN_ACTOR,
    );
    const anon = await t.gql('mutation($id: Int!) { deleteFareRate(id: $id) }', { id });
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const res = await t.gql(
      'mutation($id: Int!) { deleteFareRate(id: $id) }',
      { id },
      t.adminToken(),
    );
    expect(res.body.data.deleteFareRate).toBe(true);
    expect(await t.services.fareRates.count()).toBe(0);
  });
});

describe('REST location (the original fare-rate paths)', () => {
  it('POST takes the fare as text or a number; GET lists all, newest first', async () => {
    const a = await request(t.app)
      .post('/api/location')
      .set(auth())
      .send({ from: 'Dhaka', to: 'Sylhet', fareRate: '7500.50' })
      .expect(201);
    expect(a.body).toEqual({ id: 1, from: 'Dhaka', to: 'Sylhet', fareRate: 7500.5 });
    await request(t.app)
      .post('/api/location')
      .set(auth())
      .send({ from: 'Sylhet', to: 'Dhaka', fareRate: 7400 })
      .expect(201);
    const list = await request(t.app).get('/api/location').expect(200);
    expect(list.body).toEqual([
      { id: 2, from: 'Sylhet', to: 'Dhaka', fareRate: 7400 },
      { id: 1, from: 'Dhaka', to: 'Sylhet', fareRate: 7500.5 },
    ]);
  });

  it('POST answers 400 with the form messages, 409 for a duplicate, 401 without a token', async () => {
    const empty = await request(t.app)
      .post('/api/location')
      .set(auth())
      .send({ from: '', to: '', fareRate: '' })
      .expect(400);
    expect(empty.body.errors).toEqual([
      { field: 'from', message: 'from is required' },
      { field: 'to', message: 'to is required' },
      { field: 'fareRate', message: 'FareRate is required' },
    ]);
    const text = await request(t.app)
      .post('/api/location')
      .set(auth())
      .send({ from: 'A', to: 'B', fareRate: 'abc' })
      .expect(400);
    expect(text.body.errors).toEqual([
      { field: 'fareRate', message: 'FareRate must be a positive number' },
    ]);
    await request(t.app)
      .post('/api/location')
      .set(auth())
      .send({ from: 'A', to: 'B', fareRate: 5 })
      .expect(201);
    const dup = await request(t.app)
      .post('/api/location')
      .set(auth())
      .send({ from: 'a', to: 'b', fareRate: 6 })
      .expect(409);
    expect(dup.body.message).toBe('A fare rate from a to b already exists');
    await request(t.app)
      .post('/api/location')
      .send({ from: 'C', to: 'D', fareRate: 5 })
      .expect(401);
    expect(await t.services.fareRates.count()).toBe(1);
  });

  it('tripeFare lists place names by type; fare looks one up or answers 404', async () => {
    await seed();
    const from = await request(t.app).get('/api/location/tripeFare?type=from').expect(200);
    expect(from.body).toEqual(['banani', 'Dhaka', 'Dhaka Airport', 'Gulshan']);
    const to = await request(t.app).get('/api/location/tripeFare?type=TO').expect(200);
    expect(to.body).toEqual(['Banani', 'Chattogram', 'Dhaka', 'Motijheel']);
    const all = await request(t.app).get('/api/location/tripeFare').expect(200);
    expect(all.body).toHaveLength(6);
    await request(t.app).get('/api/location/tripeFare?type=sideways').expect(400);
    const fare = await request(t.app)
      .get('/api/location/fare')
      .query({ from: 'Dhaka Airport', to: 'banani' })
      .expect(200);
    expect(fare.body).toEqual({ from: 'Dhaka Airport', to: 'Banani', fareRate: 280 });
    const none = await request(t.app)
      .get('/api/location/fare')
      .query({ from: 'Banani', to: 'Gulshan' })
      .expect(404);
    expect(none.body.message).toBe('There is no fare rate from Banani to Gulshan yet');
    const missing = await request(t.app).get('/api/location/fare?from=Dhaka').expect(400);
    expect(missing.body.errors).toEqual([{ field: 'to', message: 'to is required' }]);
  });

  it('DELETE answers 204, then 404', async () => {
    const { id } = await t.services.fareRates.create(
      { from: 'A', to: 'B', fareRate: 1 },
      ADMIN_ACTOR,
    );
    await request(t.app).delete(`/api/location/${id}`).set(auth()).expect(204);
    await request(t.app).delete(`/api/location/${id}`).set(auth()).expect(404);
  });
});
