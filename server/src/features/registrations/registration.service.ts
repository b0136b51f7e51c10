import type { Deps } from '../../deps';
import { validateInput } from '../../validation';
import { idempotencyOf } from '../../records/inbox/idempotency';
import { InboxRecordService } from '../../records/inbox/inbox.service';
import { filterFields, formValues, searchFields } from '../../records/declaration';
import { NEWEST_FIRST } from '../../records/record.service';
import { localeOf } from '../../records/inbox/visitor-input';
import {
  REGISTRATION_WORKFLOW,
  RegistrationKind,
  RegistrationRequest,
  type RegistrationDetails,
} from './registration.entity';
import { PhoneQuery, RegistrationRequestInput } from './registration.inputs';
import { registrationRecord } from './registration.record';
import { nationalDigits, normalizeCountryCode } from '../../records/inbox/phone';

/** Only what the kind asks for is kept. */
function detailsFor(input: RegistrationRequestInput): RegistrationDetails {
  switch (input.kind) {
    case RegistrationKind.DRIVER:
      return { vehicleType: input.vehicleType! };
    case RegistrationKind.MERCHANT:
      return { businessName: input.businessName!, productCategory: input.productCategory! };
    case RegistrationKind.FLEET_PARTNER:
      return {
        fleetSize: input.fleetSize!,
        ...(input.businessName ? { businessName: input.businessName } : {}),
      };
    default:
      return {};
  }
}

export class RegistrationRequestService extends InboxRecordService<RegistrationRequest> {
  constructor(deps: Deps) {
    super(
      deps,
      {
        entity: RegistrationRequest,
        label: 'Registration request',
        orderBy: NEWEST_FIRST,
        searchIn: searchFields(registrationRecord),
        declared: registrationRecord.fields,
        wordIndex: true,
        filters: filterFields(registrationRecord),
        describe: (r) => `${r.name}, ${r.kind.toLowerCase().replace('_', ' ')}`,
      },
      REGISTRATION_WORKFLOW,
      'REGISTRATION',
    );
  }

  async create(raw: unknown, idempotencyKey?: string): Promise<RegistrationRequest> {
    const input = await validateInput(RegistrationRequestInput, raw);
    const idempotency = idempotencyOf(idempotencyKey, raw);
    const countryCode = normalizeCountryCode(input.countryCode);
    return this.receive(
      (m) =>
        m.save(
          this.repo.create({
            ...formValues(registrationRecord, input),
            countryCode,
            phoneDigits: nationalDigits(countryCode, input.phone),
            email: input.email || null,
            details: detailsFor(input),
            locale: localeOf(input),
          }),
        ),
      (saved) =>
        `New ${saved.kind.toLowerCase().replace('_', ' ')} registration: ${saved.name}, ${saved.city}`,
      idempotency,
    );
  }

  /** Requests from one phone number however it was typed, newest first. */
  async findByPhone(raw: { phone?: unknown; countryCode?: unknown }) {
    const query = await validateInput(PhoneQuery, raw);
    const countryCode = query.countryCode ? normalizeCountryCode(query.countryCode) : null;
    const qb = this.query().andWhere('r.phoneDigits = :digits', {
      digits: nationalDigits(countryCode ?? '', query.phone),
    });
    if (countryCode) qb.andWhere('r.countryCode = :countryCode', { countryCode });
    return qb.getMany();
  }
}
