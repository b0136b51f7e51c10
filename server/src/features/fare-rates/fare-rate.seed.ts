import { SYSTEM_ACTOR } from '../../records/activity-log';
import type { Logger } from '../../logger';
import type { Services } from '../../services';

/** One-way car fares in taka between well-known places. */
const ROUTES: [from: string, to: string, fare: number][] = [
  ['Dhaka', 'Chattogram', 6500],
  ['Chattogram', 'Dhaka', 6500],
  ['Dhaka', 'Sylhet', 7500],
  ['Sylhet', 'Dhaka', 7500],
  ['Dhaka', "Cox's Bazar", 12000],
  ['Dhaka', 'Rajshahi', 7000],
  ['Dhaka', 'Khulna', 7200],
  ['Dhaka', 'Mymensingh', 3800],
  ['Gulshan', 'Motijheel', 350],
  ['Motijheel', 'Gulshan', 350],
  ['Dhaka Airport', 'Banani', 280],
  ['Banani', 'Dhaka Airport', 280],
  ['Dhanmondi', 'Uttara', 450],
  ['Mirpur', 'Gulshan', 320],
  ['Uttara', 'Motijheel', 500],
  ['Mohammadpur', 'Dhaka Airport', 480],
];

export async function seedFareRates(services: Services, log: Logger): Promise<void> {
  if ((await services.fareRates.count()) > 0) return;
  for (const [from, to, fareRate] of ROUTES)
    await services.fareRates.create({ from, to, fareRate }, SYSTEM_ACTOR);
  log.info({ count: ROUTES.length }, 'seeded demo fare rates');
}
