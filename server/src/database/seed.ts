import type { Feature } from '../feature';
import type { Logger } from '../logger';
import type { Services } from '../services';

/** First start: the admin account, then each feature's demo content (unless SEED_DEMO=false). */
export async function seedDatabase(
  services: Services,
  log: Logger,
  features: Feature[],
): Promise<void> {
  const { config } = services;
  await services.auth.ensureAdmin(config.ADMIN_USERNAME, config.ADMIN_PASSWORD, log);
  if (!config.SEED_DEMO) return;
  for (const feature of features) await feature.seed?.(services, log);
}
