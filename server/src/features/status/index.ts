import { StatusLookupLimit } from '../../limits';
import type { Feature } from '../../feature';
import { visitorMailWorkers } from './visitor-mail';
import { statusForm } from './status-form';
import { RequestStep } from '../../records/inbox/request-step.entity';
import { RequestStatusResolver } from './status.resolver';
import { RequestStatusService } from './status.service';

/** The status page's lookups: a visitor follows their request. */
export const statusFeature: Feature = {
  name: 'status',
  entities: [RequestStep],
  resolvers: [RequestStatusResolver],
  routes: [],
  forms: (s) => [statusForm(s)],
  services: (d, built) => {
    const statusLookups = new StatusLookupLimit(d.pool);
    return {
      statusLookups,
      requestStatus: new RequestStatusService(d, statusLookups, built.serviceLevels),
    };
  },
  workers: visitorMailWorkers,
};

declare module '../../services' {
  interface Services {
    /** per-IP and per-reference budget of status lookups (PostgreSQL) */
    statusLookups: StatusLookupLimit;
    requestStatus: RequestStatusService;
  }
}
