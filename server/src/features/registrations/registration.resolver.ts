import { Resolver } from 'type-graphql';
import { createInboxResolver } from '../../records/inbox/inbox.resolver';
import {
  RegistrationRequest,
  RegistrationRequestPage,
  RegistrationStatus,
} from './registration.entity';
import { RegistrationRequestArgs, RegistrationRequestInput } from './registration.inputs';

@Resolver(() => RegistrationRequest)
export class RegistrationRequestResolver extends createInboxResolver({
  entity: RegistrationRequest,
  page: RegistrationRequestPage,
  input: RegistrationRequestInput,
  args: RegistrationRequestArgs,
  status: RegistrationStatus,
  names: {
    create: 'createRegistrationRequest',
    list: 'registrationRequests',
    item: 'registrationRequest',
    delete: 'deleteRegistrationRequest',
    setStatus: 'setRegistrationStatus',
    setStatusMany: 'setRegistrationsStatus',
    deleteMany: 'deleteRegistrationRequests',
  },
  describe: {
    create:
      'Anyone (rate-limited): ask to join as a driver captain, customer, fleet partner or merchant',
    list: 'One page of registration requests, newest first, optionally of one kind; search looks in name, phone, e-mail and city',
  },
  service: (ctx) => ctx.services.registrations,
}) {}
