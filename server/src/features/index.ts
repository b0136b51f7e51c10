import type { GraphQLSchema } from 'graphql';
import { authFeature } from './auth';
import { PublicCache } from '../cache/public-cache';
import type { Deps } from '../deps';
import { buildAppSchema } from '../graphql/schema';
import type { JobQueue } from '../jobs/queue';
import { PublicWriteLimit } from '../limits';
import type { Services } from '../services';
import { activityFeature } from './activity';
import { casesFeature } from './cases';
import { cmsPagesFeature } from './cms-pages';
import { dashboardFeature } from './dashboard';
import { documentExpiryFeature } from './document-expiry';
import { fareRatesFeature } from './fare-rates';
import { helpFeature } from './help';
import type { Feature } from '../feature';
import { messagesFeature } from './messages';
import { parcelRatesFeature } from './parcel-rates';
import { partnerDocumentsFeature } from './partner-documents';
import { newsFeature } from './news';
import { officialContactsFeature } from './official-contacts';
import { publishingFeature } from './publishing';
import { pressFeature } from './press';
import { privacyFeature } from './privacy';
import { registrationsFeature } from './registrations';
import { repliesFeature } from './replies';
import { reservationsFeature } from './reservations';
import { savedViewsFeature } from './saved-views';
import { searchFeature } from './search';
import { serviceLevelsFeature } from './service-levels';
import { statusFeature } from './status';
import { trashFeature } from './trash';
import { staffAlertsFeature } from './staff-alerts';
import { usersFeature } from './users';
import { verifyFeature } from './verify';
import { vehiclesFeature } from './vehicles';
import { vitalsFeature } from './vitals';
import { websitesFeature } from './websites';

/** Every feature of the app: adding an entity means adding its folder and one line here. */
export const features: Feature[] = [
  authFeature,
  newsFeature,
  pressFeature,
  publishingFeature,
  messagesFeature,
  repliesFeature,
  reservationsFeature,
  fareRatesFeature,
  parcelRatesFeature,
  registrationsFeature,
  // Before the status page's and the inbox's readers of its clock.
  serviceLevelsFeature,
  savedViewsFeature,
  statusFeature,
  partnerDocumentsFeature,
  vehiclesFeature,
  cmsPagesFeature,
  helpFeature,
  websitesFeature,
  officialContactsFeature,
  verifyFeature,
  documentExpiryFeature,
  dashboardFeature,
  searchFeature,
  usersFeature,
  activityFeature,
  vitalsFeature,
  privacyFeature,
  staffAlertsFeature,
  casesFeature,
  // After every record it can hold: its purge deletes through their services.
  trashFeature,
];

export const allEntities = () => features.flatMap((f) => f.entities);
export const allRecords = () => features.flatMap((f) => f.records ?? []);
export const allRoutes = () => features.flatMap((f) => f.routes);
export const allForms = (services: Services) => features.flatMap((f) => f.forms?.(services) ?? []);
export const allResolvers = () => features.flatMap((f) => f.resolvers) as [Function, ...Function[]];

let schema: Promise<GraphQLSchema> | undefined;
/** The app's GraphQL schema, built once from every feature's resolvers. */
export const appSchema = (): Promise<GraphQLSchema> => (schema ??= buildAppSchema(allResolvers()));

/** Every service of the app, built once from `deps`, feature by feature in the order above. */
export function createServices(deps: Deps): Services {
  const { config, log, bus, jobs, storage, clock } = deps;
  const services = {
    config,
    log,
    bus,
    jobs,
    storage,
    clock,
    publicCache: new PublicCache(deps.bus),
    publicWrites: new PublicWriteLimit(deps.pool, deps.config.PUBLIC_WRITE_LIMIT_PER_MIN),
    records: allRecords(),
    requestMails: features.flatMap((f) => (f.requestMail ? [f.requestMail] : [])),
  } as Services;
  for (const feature of features) Object.assign(services, feature.services?.(deps, services));
  services.sitemaps = features.flatMap(({ sitemap }) => (sitemap ? [() => sitemap(services)] : []));
  return services;
}

/** Every feature's job workers, on the app's one job queue (after start-up's seeding). */
export async function startWorkers(queue: Pick<JobQueue, 'work'>, services: Services) {
  for (const feature of features)
    for (const worker of feature.workers?.(services) ?? []) await queue.work(worker);
}
