import request from 'supertest';
import { appPerFile } from '../../test/harness';
import { nationalDigits } from '../../records/inbox/phone';

const t = appPerFile();

const auth = () => ({ authorization: `Bearer ${t.adminToken()}` });
const base = { name: 'Jamal Uddin', phone: '01711-204455', city: 'Dhaka' };
const CREATE = `mutation($input: RegistrationRequestInput!) {
  createRegistrationRequest(input: $input) {
    id kind name countryCode phone email city
    details { vehicleType businessName productCategory fleetSize }
  }
}`;

describe('nationalDigits', () => {
  it.each([
    ['+880', '01711-204455', '1711204455'],
    ['+880', '+880 1711 204455', '1711204455'],
    ['+880', '008801711204455', '1711204455'],
    ['+880', '8801711204455', '1711204455'],
    ['+1', '+1 212 555 0100', '2125550100'],
    ['+1', '212-555-0100', '2125550100'],
    ['+880', '০১৭১১-২০৪৪৫৫', '1711204455'],
    ['+880', '+৮৮০ ১৭১১ ২০৪৪৫৫', '1711204455'],
  ])('%s %s → %s', (cc, phone, digits) => {
    expect(nationalDigits(cc, phone)).toBe(digits);
  });
});

describe('RegistrationRequestService', () => {
  it('keeps only the details of the kind', async () => {
    const driver = await t.services.registrations.create({
      ...base,
      kind: 'DRIVER',
      vehicleType: 'Bike',
      fleetSize: 9,
      businessName: 'ignored',
    });
    expect(driver).toMatchObject({
      countryCode: '+880',
      email: null,
      details: { vehicleType: 'Bike' },
    });
    expect(Object.keys(driver.details)).toEqual(['vehicleType']);
    const merchant = await t.services.registrations.create({
      ...base,
      kind: 'MERCHANT',
      countryCode: '880',
      email: ' shop@example.com ',
      businessName: 'Handloom',
      productCategory: 'Clothing',
    });
    expect(merchant).toMatchObject({
      countryCode: '+880',
      email: 'shop@example.com',
      details: { businessName: 'Handloom', productCategory: 'Clothing' },
    });
    const customer = await t.services.registrations.create({
      ...base,
      kind: 'CUSTOMER',
      email: '',
    });
    expect(customer.details).toEqual({});
    const fleet = await t.services.registrations.create({
      ...base,
      kind: 'FLEET_PARTNER',
      fleetSize: 12,
    });
    expect(fleet.details).toEqual({ fleetSize: 12 });
  });

  it.each([
    ['DRIVER', {}, 'vehicleType', 'Vehicle type is required'],
    [
      'DRIVER',
      { vehicleType: 'Rickshaw' },
      'vehicleType',
      'Vehicle type must be Car, Bike, Micro or Ambulance',
    ],
    ['MERCHANT', { productCategory: 'Food' }, 'businessName', 'Business name is required'],
    ['MERCHANT', { businessName: 'Shop' }, 'productCategory', 'Product category is required'],
    ['FLEET_PARTNER', {}, 'fleetSize', 'Fleet size is required'],
    [
      'FLEET_PARTNER',
      { fleetSize: 0 },
      'fleetSize',
      'Fleet size must be a whole number from 1 to 10000',
    ],
    ['CUSTOMER', { name: '' }, 'name', 'Name is required'],
    ['CUSTOMER', { phone: '12' }, 'phone', expect.stringMatching(/^Phone must be a phone number/)],
    ['CUSTOMER', { city: ' ' }, 'city', 'City is required'],
    ['CUSTOMER', { email: 'a@' }, 'email', 'Email must be a valid e-mail address'],
    [
      'CUSTOMER',
      { countryCode: '+88012' },
      'countryCode',
      'Country code must be + and 1 to 4 digits, like +880',
    ],
    ['VISITOR', {}, 'kind', 'kind must be DRIVER, CUSTOMER, FLEET_PARTNER or MERCHANT'],
  ])('%s with %p: %s refused', async (kind, change, field, message) => {
    await expect(
      t.services.registrations.create({ ...base, kind, ...change }),
    ).rejects.toMatchObject({ kind: 'BAD_USER_INPUT', fields: [{ field, message }] });
    expect(await t.services.registrations.count()).toBe(0);
  });
});

describe('GraphQL registration requests', () => {
  it('anyone registers; admins page by kind, search and delete', async () => {
    const res = await t.gql(CREATE, {
      input: { ...base, kind: 'DRIVER', vehicleType: 'Car' },
    });
    expect(res.body.data.createRegistrationRequest).toMatchObject({
      kind: 'DRIVER',
      countryCode: '+880',
      details: { vehicleType: 'Car', businessName: null, fleetSize: null },
    });
    for (let i = 1; i <= 22; i++) {
      await t.services.registrations.create({ ...base, kind: 'CUSTOMER', name: `Customer ${i}` });
    }
    const q = `query($page: Int!, $kind: RegistrationKind, $search: String) {
      registrationRequests(page: $page, kind: $kind, search: $search) { total items { name } }
    }`;
    const sizes = [];
    for (const page of [1, 2, 3]) {
      const p = await t.gql(q, { page }, t.adminToken());
      sizes.push(p.body.data.registrationRequests.items.length);
    }
    expect(sizes).toEqual([10, 10, 3]);
    const drivers = await t.gql(q, { page: 1, kind: 'DRIVER' }, t.adminToken());
    expect(drivers.body.data.registrationRequests).toEqual({
      total: 1,
      items: [{ name: base.name }],
    });
    // Words match from their start: "2" would also begin the phone number's "204455".
    const search = await t.gql(q, { page: 1, search: 'customer 1' }, t.adminToken());
    expect(search.body.data.registrationRequests.total).toBe(11); // 1, 10-19
    const anon = await t.gql(q, { page: 1 });
    expect(anon.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const id = res.body.data.createRegistrationRequest.id;
    const del = await t.gql(
      'mutation($id: Int!) { deleteRegistrationRequest(id: $id) }',
      { id },
      t.adminToken(),
    );
    expect(del.body.data.deleteRegistrationRequest).toBe(true);
    expect(await t.services.registrations.count()).toBe(22);
  });

  it('answers a merchant without its details with BAD_USER_INPUT', async () => {
    const res = await t.gql(CREATE, { input: { ...base, kind: 'MERCHANT' } });
    expect(res.body.errors[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'businessName', message: 'Business name is required' },
        { field: 'productCategory', message: 'Product category is required' },
      ],
    });
  });
});

describe('REST CustomerManagement/Customers/GetByPhone', () => {
  it('finds requests by phone however it is typed, for admins only', async () => {
    await t.services.registrations.create({ ...base, kind: 'CUSTOMER' });
    await t.services.registrations.create({
      ...base,
      kind: 'DRIVER',
      vehicleType: 'Bike',
      phone: '+880 1711 204455',
    });
    await t.services.registrations.create({ ...base, kind: 'CUSTOMER', phone: '01999-000000' });
    const url = '/api/CustomerManagement/Customers/GetByPhone';
    const res = await request(t.app)
      .get(url)
      .query({ phone: '8801711204455', country_code: '+880' })
      .set(auth())
      .expect(200);
    expect(res.body.map((r: { kind: string }) => r.kind)).toEqual(['DRIVER', 'CUSTOMER']);
    expect(res.body[0]).toMatchObject({ country_code: '+880', details: { vehicleType: 'Bike' } });
    // '+' in a query string arrives as a space
    const spaced = await request(t.app)
      .get(`${url}?phone=01711204455&country_code=+880`)
      .set(auth());
    expect(spaced.body).toHaveLength(2);
    const other = await request(t.app).get(`${url}?phone=01711204455&country_code=91`).set(auth());
    expect(other.body).toEqual([]);
    const missing = await request(t.app).get(url).set(auth()).expect(400);
    expect(missing.body.errors).toEqual([{ field: 'phone', message: 'phone is required' }]);
    await request(t.app).get(`${url}?phone=01711204455`).expect(401);
  });
});

describe('REST Common/Common/GetAllBloodGroup', () => {
  it('lists the 8 blood groups for anyone', async () => {
    const res = await request(t.app).get('/api/Common/Common/GetAllBloodGroup').expect(200);
    expect(res.body).toEqual(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
  });
});
