import type { Logger } from '../../logger';
import type { Services } from '../../services';

const DEMOS = [
  { kind: 'DRIVER', name: 'Jamal Uddin', phone: '01711-204455', city: 'Dhaka', vehicleType: 'Car' },
  {
    kind: 'DRIVER',
    name: 'Rokeya Begum',
    phone: '01819-337788',
    city: 'Sylhet',
    vehicleType: 'Bike',
  },
  { kind: 'CUSTOMER', name: 'Arif Hossain', phone: '01552-901234', city: 'Chattogram' },
  {
    kind: 'MERCHANT',
    name: 'Shirin Akhter',
    phone: '01915-662200',
    city: 'Dhaka',
    businessName: 'Shirin’s Handloom',
    productCategory: 'Clothing',
  },
  {
    kind: 'MERCHANT',
    name: 'Habibur Rahman',
    phone: '01677-118899',
    city: 'Rajshahi',
    businessName: 'Rajshahi Mango House',
    productCategory: 'Food and groceries',
  },
  {
    kind: 'FLEET_PARTNER',
    name: 'Monir Hossain',
    phone: '01713-450000',
    city: 'Gazipur',
    businessName: 'Monir Transport',
    fleetSize: 12,
  },
];

export async function seedRegistrations(services: Services, log: Logger): Promise<void> {
  if ((await services.registrations.count()) > 0) return;
  for (const demo of DEMOS) {
    const first = demo.name.split(' ')[0].toLowerCase();
    await services.registrations.create({ ...demo, email: `${first}@example.com` });
  }
  log.info({ count: DEMOS.length }, 'seeded demo registration requests');
}
