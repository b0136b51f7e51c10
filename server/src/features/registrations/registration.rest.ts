import type { RouteDef } from '../../http/routes';
import { restNames } from '../../http/rest-names';
import { exportRoutes } from '../../http/csv-route';
import { RegistrationRequestArgs } from './registration.inputs';
import type { RegistrationRequest } from './registration.entity';

const names = restNames<RegistrationRequest>({ countryCode: 'country_code' });
const FIELDS = [
  'id',
  'reference',
  'locale',
  'kind',
  'name',
  'countryCode',
  'phone',
  'email',
  'city',
  'details',
  'status',
  'statusNote',
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
  ...exportRoutes({
    file: 'registrations',
    args: RegistrationRequestArgs,
    service: (s) => s.registrations,
    columns: [
      { header: 'id', property: 'id' },
      { header: 'reference', property: 'reference' },
      { header: 'locale', property: 'locale' },
      { header: 'kind', property: 'kind' },
      { header: 'name', property: 'name' },
      { header: 'country_code', property: 'countryCode' },
      { header: 'phone', property: 'phone' },
      { header: 'email', property: 'email' },
      { header: 'city', property: 'city' },
      { header: 'details', property: 'details' },
      { header: 'status', property: 'status' },
      { header: 'status_note', property: 'statusNote' },
      { header: 'created_at', property: 'createdAt' },
    ],
  }),
];
