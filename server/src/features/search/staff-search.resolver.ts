import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Int,
  ObjectType,
  Query,
  Resolver,
  registerEnumType,
} from 'type-graphql';
import { STAFF } from '../../identity/roles';
import type { Context } from '../../graphql/context';
import { MAX_LIMIT, MIN_QUERY, type StaffSearchKind } from './staff-search.service';

export enum StaffSearchKindName {
  MESSAGE = 'MESSAGE',
  RESERVATION = 'RESERVATION',
  REGISTRATION = 'REGISTRATION',
  NEWS = 'NEWS',
  PRESS = 'PRESS',
}
registerEnumType(StaffSearchKindName, {
  name: 'StaffSearchKind',
  description: 'What a staff search found: a visitor request (admins only) or an article',
});

@ObjectType({ description: 'One thing the back office search found' })
export class StaffSearchHit {
  @Field(() => StaffSearchKindName)
  kind: StaffSearchKind;

  @Field(() => Int)
  id: number;

  @Field(() => String, { nullable: true, description: "A request's reference (DR-7K3P-Q9MX)" })
  reference: string | null;

  @Field({ description: "The person's name, or the article's title" })
  title: string;

  @Field({
    description: "The message's subject, the journey, the registration's kind or the date",
  })
  subtitle: string;

  @Field()
  createdAt: Date;

  @Field({ description: 'The workflow state, or DRAFT / PUBLISHED for an article' })
  status: string;
}

@Resolver()
export class StaffSearchResolver {
  @Authorized(...STAFF)
  @Query(() => [StaffSearchHit], {
    description: `The back office search: a reference in any form, a phone number in any form (Bangla digits too), an e-mail address or its beginning, or name words. Admins search messages, reservations and registrations, and every staff member news and press titles; newest first, at most \`limit\` (1–${MAX_LIMIT}) of each kind. Fewer than ${MIN_QUERY} characters find nothing.`,
  })
  staffSearch(
    @Arg('q') q: string,
    @Arg('limit', () => Int, { defaultValue: 5 }) limit: number,
    @Ctx() { services, user }: Context,
  ): Promise<StaffSearchHit[]> {
    return services.staffSearch.search(q, limit, user!.role);
  }
}
