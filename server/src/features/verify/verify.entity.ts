import { Field, ObjectType, registerEnumType } from 'type-graphql';

export enum VerifyState {
  REGISTERED = 'REGISTERED',
  SUSPENDED = 'SUSPENDED',
  NOT_OURS = 'NOT_OURS',
}
registerEnumType(VerifyState, {
  name: 'VerifyState',
  description:
    'Registered with us and its papers valid, suspended (a required document expired), or not ours',
});

/**
 * The answer of `verifyPartner`: the same two fields whatever was found (`validUntil` null unless
 * registered), and nothing of the partner — no name, no phone, no photo, not even which kind.
 */
@ObjectType({ description: 'Whether a number plate or a partner ID is one of ours' })
export class PartnerVerification {
  @Field(() => VerifyState)
  state: VerifyState;

  @Field(() => String, {
    nullable: true,
    description:
      'The day (YYYY-MM-DD, Asia/Dhaka) the first of its documents expires, when registered',
  })
  validUntil: string | null;
}
