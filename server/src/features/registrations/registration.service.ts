import type { DataSource } from 'typeorm';
import { validateInput } from '../../validation';
import { NEWEST_FIRST, RecordService } from '../record.service';
import {
  RegistrationKind,
  RegistrationRequest,
  type RegistrationDetails,
} from './registration.entity';
import {
  PhoneQuery,
  RegistrationRequestInput,
  type RegistrationRequestArgs,
} from './registration.inputs';
import { nationalDigits, normalizeCountryCode } from './phone';

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

export class RegistrationRequestService extends RecordService<RegistrationRequest> {
  constructor(ds: DataSource) {
    super(ds, {
      entity: RegistrationRequest,
      label: 'Registration request',
      orderBy: NEWEST_FIRST,
      searchIn: ['name', 'phone', 'email', 'city'],
    });
  }

  /** A page of requests, of one kind when `args.kind` is given. */
  list(args: Partial<RegistrationRequestArgs>, where: { kind?: unknown } = {}) {
    return super.list(args, { kind: args.kind, ...where });
  }

  async create(raw: unknown): Promise<RegistrationRequest> {
    const input = await validateInput(RegistrationRequestInput, raw);
    const countryCode = normalizeCountryCode(input.countryCode);
    return this.repo.save(
      this.repo.create({
        kind: input.kind,
        name: input.name,
        countryCode,
        phone: input.phone,
        phoneDigits: nationalDigits(countryCode, input.phone),
        email: input.email || null,
        city: input.city,
        details: detailsFor(input),
      }),
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
