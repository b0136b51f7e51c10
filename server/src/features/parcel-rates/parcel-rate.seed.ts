import type { Logger } from '../../logger';
import { SYSTEM_ACTOR } from '../../records/activity-log';
import type { Services } from '../../services';
import { FIRST_CARD } from './parcel-rate.card';

/**
 * The published card, for an empty table (the migration writes it too; a test's reset empties
 * it). Written directly: a card's input refuses a past date, and this one is from 2026-01-01.
 */
export async function seedParcelRates(services: Services, log: Logger): Promise<void> {
  if ((await services.parcelRates.count()) > 0) return;
  await services.parcelRates.seedFirst(FIRST_CARD, SYSTEM_ACTOR);
  log.info({ effectiveFrom: FIRST_CARD.effectiveFrom }, 'seeded the parcel rate card');
}
