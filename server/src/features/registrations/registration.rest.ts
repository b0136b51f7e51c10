import type { RouteDef } from '../../http/routes';
import { restNames } from '../../http/rest-names';
import type { RegistrationRequest } from './registration.entity';

const names = restNames<RegistrationRequest>({ countryCode: 'country_code' });
const FIELDS = [
  'id',
  'kind',
  'name',
  'countryCode',
  'phone',
  'email',
  'city',
  'details',
  'createdAt',
] as const;

export const registrationRoutes: RouteDef[] = [
  {
    method: 'get',
    path: '/CustomerManagement/Customers/GetByPhone',
    access: 'admin',
    handle: (r) =>
      names.call(async () =>
        (
          await r.services.registrations.findByPhone({
            phone: r.query.phone,
            countryCode: r.query.country_code,
          })
        ).map((row) => names.toRest(row, FIELDS)),
      ),
  },
];
