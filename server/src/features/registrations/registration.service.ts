import type { EntityManager } from 'typeorm';
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
  RegistrationStatus,
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

/** What must hold before a registration is approved (partner-documents: every paper accepted). */
export type ApprovalGate = (m: EntityManager, row: RegistrationRequest) => Promise<string | null>;

export class RegistrationRequestService extends InboxRecordService<RegistrationRequest> {
  /** Filled by the features that set conditions on approval (features/index.ts order). */
  readonly approvalGates: ApprovalGate[] = [];

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

  /**
   * A registration stored; `alongside` writes what belongs with it in the same transaction (the
   * no-JavaScript form's papers: registration-form.ts), so that either both are stored or neither.
   */
  async create(
    raw: unknown,
    idempotencyKey?: string,
    alongside?: (m: EntityManager, saved: RegistrationRequest) => Promise<void>,
  ): Promise<RegistrationRequest> {
    const input = await validateInput(RegistrationRequestInput, raw);
    const idempotency = idempotencyOf(idempotencyKey, raw);
    const countryCode = normalizeCountryCode(input.countryCode);
    return this.receive(
      async (m) => {
        const saved = await m.save(
          this.repo.create({
            ...formValues(registrationRecord, input),
            countryCode,
            phoneDigits: nationalDigits(countryCode, input.phone),
            email: input.email || null,
            details: detailsFor(input),
            locale: localeOf(input),
          }),
        );
        await alongside?.(m, saved);
        return saved;
      },
      (saved) =>
        `New ${saved.kind.toLowerCase().replace('_', ' ')} registration: ${saved.name}, ${saved.city}`,
      idempotency,
    );
  }

  protected override async moveProblems(m: EntityManager, rows: RegistrationRequest[], to: string) {
    const problems = new Map<number, string>();
    if (to !== RegistrationStatus.APPROVED) return problems;
    for (const row of rows)
      for (const gate of this.approvalGates) {
        const problem = await gate(m, row);
        if (problem) {
          problems.set(row.id, problem);
          break;
        }
      }
    return problems;
  }

  /**
   * Deletes registrations for good (Trash's purge, a bulk delete): their papers' rows go with
   * them by the foreign key, and the papers' files (where registration.record.ts declares them)
   * once the delete committed, as an erasure does; else they stayed in private storage for ever.
   */
  protected override async deleteRows(m: EntityManager, rows: RegistrationRequest[]) {
    const papers = registrationRecord.privacy!.answers!;
    const files: { name: string }[] = await m.query(
      `SELECT ${papers.file!} AS name FROM ${papers.table} WHERE ${papers.key} = ANY($1)`,
      [rows.map((r) => r.id)],
    );
    await super.deleteRows(m, rows);
    return async () => {
      for (const { name } of files) await this.deps.storage.removePrivate(name);
    };
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
