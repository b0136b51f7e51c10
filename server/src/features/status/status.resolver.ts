import { Arg, Ctx, Field, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { Context } from '../../graphql/context';

export enum RequestKindName {
  MESSAGE = 'MESSAGE',
  RESERVATION = 'RESERVATION',
  REGISTRATION = 'REGISTRATION',
}
registerEnumType(RequestKindName, {
  name: 'RequestKind',
  description: 'What a visitor sent: a contact message, a reservation or a registration request',
});

@ObjectType({ description: 'One step of a request’s timeline, as its visitor sees it' })
export class RequestStatusStep {
  @Field({ description: 'RECEIVED, then each workflow status reached (NEW, CONFIRMED…)' })
  status: string;

  @Field(() => Date)
  at: Date;

  @Field(() => String, {
    nullable: true,
    description: 'What staff wrote for the visitor with this step',
  })
  note: string | null;
}

@ObjectType({ description: 'Where a visitor’s request stands (the status page)' })
export class RequestStatus {
  @Field()
  reference: string;

  @Field(() => RequestKindName)
  kind: RequestKindName;

  @Field({ description: 'The request’s status now' })
  status: string;

  @Field(() => [RequestStatusStep])
  steps: RequestStatusStep[];

  @Field(() => Date, {
    nullable: true,
    description:
      'When we promised to reply by: working hours in Asia/Dhaka from when it came; null once answered',
  })
  replyBy: Date | null;

  @Field({ description: 'Past replyBy and still unanswered' })
  late: boolean;
}

@Resolver()
export class RequestStatusResolver {
  @Query(() => RequestStatus, {
    nullable: true,
    description:
      'Anyone: a request by its reference and the phone number or e-mail address given with it; null for any miss. At most 10 lookups per 10 minutes per client IP and per reference (then RATE_LIMITED)',
  })
  requestStatus(
    @Arg('reference') reference: string,
    @Arg('contact') contact: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.services.requestStatus.lookup({ reference, contact }, ctx.ip);
  }
}
