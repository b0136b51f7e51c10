import request from 'supertest';
import { appPerFile } from '../../test/harness';

const t = appPerFile();

describe('vehicle categories (reference data from a migration)', () => {
  it('has the original 12 categories in order, with their groups and seats', async () => {
    const all = await t.services.vehicles.list();
    expect(all.map((v) => v.name)).toEqual([
      'Bike Male',
      'Bike Female',
      'Car AC',
      'Luxurious',
      'Micro 7 Seats',
      'Micro 10 Seats',
      'Micro 14 Seats',
      'Intercity',
      'Ambulance AC',
      'ICU Ambulance',
      'Non-AC Ambulance',
      'Body Carrier',
    ]);
    const count = (g: string) => all.filter((v) => v.group === g).length;
    expect([count('Car'), count('Bike'), count('Micro'), count('Ambulance')]).toEqual([3, 2, 3, 4]);
    expect(all.find((v) => v.slug === 'micro-14')?.seats).toBe(14);
  });

  it('GraphQL filters by group', async () => {
    const res = await t.gql(
      '{ vehicleCategories(group: Micro) { name group seats slug description } }',
    );
    expect(res.body.data.vehicleCategories.map((v: { seats: number }) => v.seats)).toEqual([
      7, 10, 14,
    ]);
    const all = await t.gql('{ vehicleCategories { id } }');
    expect(all.body.data.vehicleCategories).toHaveLength(12);
  });

  it('REST VehicleManagement/Vehicles/GetAll lists them for anyone', async () => {
    const res = await request(t.app).get('/api/VehicleManagement/Vehicles/GetAll').expect(200);
    expect(res.body).toHaveLength(12);
    expect(res.body[0]).toEqual({
      id: expect.any(Number),
      name: 'Bike Male',
      group: 'Bike',
      seats: 1,
      slug: 'bike-male',
      description: expect.any(String),
    });
  });
});
