import type { Logger } from '../logger';
import type { RouteDef } from '../http/routes';
import type { Services } from '../services';

/** What a feature folder contributes; features/index.ts lists them all. */
export interface Feature {
  name: string;
  entities: Function[];
  resolvers: Function[];
  /** REST shim routes under /api */
  routes: RouteDef[];
  /** Demo content for an empty database (SEED_DEMO) */
  seed?: (services: Services, log: Logger) => Promise<void>;
}
