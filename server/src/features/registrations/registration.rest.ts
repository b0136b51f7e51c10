import type { RouteDef } from '../../http/routes';
import { restNames } from '../../http/rest-names';
import { exportRoutes } from '../../http/csv-route';
import { csvColumns, restFields } from '../../records/declaration';
import { RegistrationRequestArgs } from './registration.inputs';
import { registrationRecord } from './registration.record';
import type { RegistrationRequest } from './registration.entity';

/** The original client's blood-group look-up (its drivers' sign-up form): a plain constant. */
const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-'] as const;

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
  {
    method: 'get',
    path: '/Common/Common/GetAllBloodGroup',
    access: 'public',
    handle: () => [...BLOOD_GROUPS],
  },
  ...exportRoutes({
    file: registrationRecord.restPath,
    args: RegistrationRequestArgs,
    service: (s) => s.registrations,
    columns: csvColumns(registrationRecord),
  }),
];
