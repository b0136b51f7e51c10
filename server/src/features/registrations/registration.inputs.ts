import { IsDefined, IsEnum, Matches, ValidateIf } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { InboxArgs } from '../../records/inbox/inbox-args';
import { VisitorRequestInput } from '../../records/inbox/visitor-input';
import { Declared } from '../../records/declared-input';
import { Check, IsEmailAddress, IsPhone, isBlank, Optional, RequiredText } from '../../validation';
import { VehicleGroup } from '../vehicles/vehicle.entity';
import { RegistrationKind, RegistrationStatus } from './registration.entity';
import { REGISTRATION_RULES, registrationRecord } from './registration.record';

const MAX_FLEET = REGISTRATION_RULES.maxFleet;
const field = registrationRecord.fields;
const when =
  (...kinds: RegistrationKind[]) =>
  (o: { kind?: unknown }) =>
    kinds.includes(o.kind as RegistrationKind);

@InputType({
  description:
    'A registration form. Drivers give vehicleType; merchants businessName and productCategory; fleet partners fleetSize (and businessName if they have one). Fields for other kinds are ignored.',
})
export class RegistrationRequestInput extends VisitorRequestInput {
  @Field(() => RegistrationKind)
  @IsEnum(RegistrationKind, {
    message: 'kind must be DRIVER, CUSTOMER, FLEET_PARTNER or MERCHANT',
  })
  kind: RegistrationKind;

  @Field()
  @Declared(field.name)
  name: string;

  @Field({ defaultValue: '+880' })
  @Matches(/^\+?\d{1,4}$/, { message: 'Country code must be + and 1 to 4 digits, like +880' })
  countryCode: string = '+880';

  @Field()
  @Declared(field.phone)
  phone: string;

  @Field(() => String, { nullable: true })
  @Optional()
  @RequiredText(field.email.label!.en, field.email.max!)
  @IsEmailAddress(field.email.label!.en)
  email?: string | null;

  @Field()
  @Declared(field.city)
  city: string;

  @Field(() => VehicleGroup, { nullable: true })
  @ValidateIf(when(RegistrationKind.DRIVER))
  @IsDefined({ message: 'Vehicle type is required' })
  @IsEnum(VehicleGroup, { message: 'Vehicle type must be Car, Bike, Micro or Ambulance' })
  vehicleType?: VehicleGroup | null;

  @Field(() => String, { nullable: true })
  @ValidateIf(
    (o: RegistrationRequestInput, v: unknown) =>
      when(RegistrationKind.MERCHANT)(o) ||
      (when(RegistrationKind.FLEET_PARTNER)(o) && !isBlank(v)),
  )
  @RequiredText('Business name', 120)
  businessName?: string | null;

  @Field(() => String, { nullable: true })
  @ValidateIf(when(RegistrationKind.MERCHANT))
  @RequiredText('Product category', 80)
  productCategory?: string | null;

  @Field(() => Int, { nullable: true })
  @ValidateIf(when(RegistrationKind.FLEET_PARTNER))
  @IsDefined({ message: 'Fleet size is required' })
  @Check(
    'isFleetSize',
    () => `Fleet size must be a whole number from 1 to ${MAX_FLEET}`,
    (v) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_FLEET,
  )
  fleetSize?: number | null;
}

/** The admin list: the usual page arguments plus an optional kind. */
@ArgsType()
export class RegistrationRequestArgs extends InboxArgs {
  @Field(() => RegistrationKind, { nullable: true })
  @Optional()
  @IsEnum(RegistrationKind, { message: 'kind must be DRIVER, CUSTOMER, FLEET_PARTNER or MERCHANT' })
  kind?: RegistrationKind | null;

  @Field(() => RegistrationStatus, { nullable: true })
  @Optional()
  @IsEnum(RegistrationStatus, { message: 'status must be NEW, CONTACTED, APPROVED or REJECTED' })
  status?: RegistrationStatus | null;
}

/** A look-up by phone number (the REST shim's GetByPhone). */
export class PhoneQuery {
  @RequiredText('phone', 30)
  @IsPhone('phone')
  phone: string;

  @Optional()
  @Matches(/^\+?\s*\d{1,4}$/, { message: 'country_code must be 1 to 4 digits, like +880' })
  countryCode?: string | null;
}
