import type { RouteDef } from '../../http/routes';
import { restNames } from '../../http/rest-names';
import { exportRoutes } from '../../http/csv-route';
import { csvColumns, restFields } from '../../records/declaration';
import { RegistrationRequestArgs } from './registration.inputs';
import { registrationRecord } from './registration.record';
import type { RegistrationRequest } from './registration.entity';

const rest = restFields(registrationRecord);
const names = restNames<RegistrationRequest>(rest.names);

export const registrationRoutes: RouteDef[] = [
  {
    method: 'get',
    path: `/${registrationRecord.restLookup!.path}`,
    access: 'admin',
    handle: (r) =>
      names.call(async () =>
        (
          await r.services.registrations.findByPhone({
            phone: r.query.phone,
            countryCode: r.query.country_code,
          })
        ).map((row) => names.toRest(row, rest.fields)),
      ),
  },
  ...exportRoutes({
    file: registrationRecord.restPath,
    args: RegistrationRequestArgs,
    service: (s) => s.registrations,
    columns: csvColumns(registrationRecord),
  }),
];
