import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { PageOf } from '../../graphql/page';
import { VisitorRequest } from '../../records/inbox/visitor-request';
import type { Workflow } from '../../records/inbox/inbox.service';
import { VehicleGroup } from '../vehicles/vehicle.entity';

export enum RegistrationStatus {
  NEW = 'NEW',
  CONTACTED = 'CONTACTED',
  APPROVED = 'APPROVED',
  REJECTED = 'REJECTED',
  /** Approved, then a required document expired (partner-documents' expiry): off the road. */
  SUSPENDED = 'SUSPENDED',
}
registerEnumType(RegistrationStatus, { name: 'RegistrationStatus' });

/** NEW → CONTACTED → APPROVED or REJECTED; APPROVED ⇄ SUSPENDED by documents' expiry, not staff */
export const REGISTRATION_WORKFLOW: Workflow<RegistrationStatus> = {
  next: {
    NEW: [RegistrationStatus.CONTACTED],
    CONTACTED: [RegistrationStatus.APPROVED, RegistrationStatus.REJECTED],
    APPROVED: [],
    REJECTED: [],
    SUSPENDED: [],
  },
};

export enum RegistrationKind {
  DRIVER = 'DRIVER',
  CUSTOMER = 'CUSTOMER',
  FLEET_PARTNER = 'FLEET_PARTNER',
  MERCHANT = 'MERCHANT',
}
registerEnumType(RegistrationKind, {
  name: 'RegistrationKind',
  description: 'Who wants to join: driver captain, customer, fleet partner or merchant',
});

@ObjectType({ description: 'What only some kinds of registration ask for' })
export class RegistrationDetails {
  @Field(() => VehicleGroup, { nullable: true, description: 'Driver captains' })
  vehicleType?: VehicleGroup;

  @Field(() => String, { nullable: true, description: 'Merchants (required), fleet partners' })
  businessName?: string;

  @Field(() => String, { nullable: true, description: 'Merchants' })
  productCategory?: string;

  @Field(() => Int, { nullable: true, description: 'Fleet partners: number of vehicles' })
  fleetSize?: number;
}

// simpleResolvers: see ContactMessage.
@ObjectType({
  description: 'A request to join, sent from a registration form of the public site',
  simpleResolvers: true,
})
@Entity('registration_requests')
export class RegistrationRequest extends VisitorRequest {
  @Field(() => RegistrationKind)
  @Column({ type: 'varchar', length: 20 })
  kind: RegistrationKind;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field({ description: 'Like +880' })
  @Column({ name: 'country_code', type: 'varchar', length: 5, default: '+880' })
  countryCode: string;

  @Field({ description: 'As the visitor typed it' })
  @Column({ type: 'varchar', length: 30 })
  phone: string;

  /** The national number's digits without leading zeros, for look-ups by phone. */
  @Column({ name: 'phone_digits', type: 'varchar', length: 20 })
  phoneDigits: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Field()
  @Column({ type: 'varchar', length: 80 })
  city: string;

  @Field(() => RegistrationDetails)
  @Column({ type: 'jsonb', default: {} })
  details: RegistrationDetails;

  @Field(() => RegistrationStatus)
  @Column({ type: 'varchar', length: 20, default: RegistrationStatus.NEW })
  status: RegistrationStatus;
}

@ObjectType()
export class RegistrationRequestPage extends PageOf(RegistrationRequest) {}
